// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { gzipSync } from 'node:zlib'

import { AfricaMap } from '@/components/countries/africa-map'
import { COUNTRIES, type Country } from '@/lib/lists/countries'
import { countryPath } from '@/lib/routes'
import { nonEmpty } from '@/tests/support/non-empty'
import { resolveServer } from '@/tests/support/server-tree'

const counts = new Map<Country, number>([
  ['Ghana', 3],
  ['Kenya', 5],
  ['Nigeria', 1],
  ["Côte d'Ivoire", 1],
  ['Cabo Verde', 1],
])

/** The map's narrowest on /countries: at that width Cabo Verde (a dot) needs a marker. */
const narrowestPx = 320

/** Links inside the map: the map hides them from assistive technology, so `hidden: true`. */
const mapLinks = () => screen.getAllByRole('link', { hidden: true })

/** A link's hover text: an SVG <title> on an outline, the title attribute on a marker. */
const titleOf = (link: Element) =>
  link.getAttribute('title') ?? link.querySelector(':scope > title')?.textContent

/** The link with that hover text. */
const linkTitled = (title: string) => mapLinks().find((link) => titleOf(link) === title)

describe('AfricaMap', () => {
  it('hides the whole map, links and all, from assistive technology', async () => {
    const { container } = render(
      await resolveServer(<AfricaMap counts={counts} narrowestPx={narrowestPx} />),
    )
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    expect(container.querySelector('svg')).toHaveAttribute('focusable', 'false')
    expect(screen.queryAllByRole('link')).toEqual([])
  })

  it('links only the countries with stories, to their pages, out of the tab order', async () => {
    render(
      await resolveServer(
        <AfricaMap counts={new Map([...counts, ['Morocco', 0]])} narrowestPx={narrowestPx} />,
      ),
    )
    const links = mapLinks()
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual([
      '/countries/cabo-verde',
      '/countries/cote-d-ivoire',
      '/countries/ghana',
      '/countries/kenya',
      '/countries/nigeria',
    ])
    for (const link of nonEmpty(links)) expect(link).toHaveAttribute('tabindex', '-1')
  })

  it('still draws the countries without stories, as plain land', async () => {
    const { container } = render(
      await resolveServer(<AfricaMap counts={counts} narrowestPx={narrowestPx} />),
    )
    // One path per country, one for the land outside the list, one for the markers' leader lines.
    expect(container.querySelectorAll('path')).toHaveLength(COUNTRIES.length + 2)
    expect(mapLinks()).toHaveLength(counts.size)
  })

  it('links a country too small to tap by a marker over the map, its outline by itself', async () => {
    const { container } = render(
      await resolveServer(<AfricaMap counts={counts} narrowestPx={narrowestPx} />),
    )
    const markers = [...container.querySelectorAll('div > a')]
    // Ghana is 17 px across at 320 px, Cabo Verde a dot; the rest are big enough.
    expect(markers.map((a) => a.getAttribute('href')).sort()).toEqual([
      '/countries/cabo-verde',
      '/countries/ghana',
    ])
    for (const marker of markers) {
      expect(marker.getAttribute('style')).toMatch(/left: [\d.]+%; top: [\d.]+%/)
    }
    // Where there is room the marker says whose it is.
    expect(screen.getByText('Ghana', { selector: 'a > span' })).toBeInTheDocument()
    expect(container.querySelectorAll('svg a')).toHaveLength(counts.size - markers.length)
    // Drawn wider, Ghana is tapped on its outline.
    const { container: wide } = render(
      await resolveServer(<AfricaMap counts={counts} narrowestPx={1000} />),
    )
    expect(wide.querySelectorAll('div > a')).toHaveLength(1)
  })

  it('titles each link with its country and story count, for the hover text', async () => {
    render(await resolveServer(<AfricaMap counts={counts} narrowestPx={narrowestPx} />))
    expect(linkTitled('Ghana: 3 stories')).toHaveAttribute('href', '/countries/ghana')
    expect(linkTitled('Nigeria: 1 story')).toHaveAttribute('href', '/countries/nigeria')
    expect(mapLinks().map(titleOf).sort()).toEqual([
      'Cabo Verde: 1 story',
      "Côte d'Ivoire: 1 story",
      'Ghana: 3 stories',
      'Kenya: 5 stories',
      'Nigeria: 1 story',
    ])
  })

  it('takes its links from hrefFor', async () => {
    render(
      await resolveServer(
        <AfricaMap
          counts={counts}
          narrowestPx={narrowestPx}
          hrefFor={(country) => `/lite${countryPath(country)}`}
        />,
      ),
    )
    expect(linkTitled('Kenya: 5 stories')).toHaveAttribute('href', '/lite/countries/kenya')
    expect(linkTitled('Ghana: 3 stories')).toHaveAttribute('href', '/lite/countries/ghana')
  })

  it('shades by story count, darkest for the most', async () => {
    render(await resolveServer(<AfricaMap counts={counts} narrowestPx={narrowestPx} />))
    const fill = (title: string) => linkTitled(title)?.querySelector('path')?.getAttribute('class')
    expect(fill('Kenya: 5 stories')).toContain('fill-clay-deep')
    expect(fill('Nigeria: 1 story')).not.toContain('fill-clay-deep')
    expect(fill('Nigeria: 1 story')).toMatch(/fill-clay\/\d+/)
  })

  it('marks the current country, with or without stories', async () => {
    const { container, rerender } = render(
      await resolveServer(<AfricaMap counts={counts} narrowestPx={narrowestPx} current="Kenya" />),
    )
    const marked = () => container.querySelectorAll('[data-current]')
    expect(marked()).toHaveLength(1)
    expect(marked()[0]?.closest('a')).toBe(linkTitled('Kenya: 5 stories'))

    rerender(
      await resolveServer(<AfricaMap counts={counts} narrowestPx={narrowestPx} current="Chad" />),
    )
    expect(marked()).toHaveLength(1)
    expect(marked()[0]?.closest('a')).toBeNull()
  })

  it('as a locator links nothing, and rings the current country if it is too small to see', async () => {
    const { container, rerender } = render(
      await resolveServer(
        <AfricaMap counts={counts} narrowestPx={224} current="Gambia" linked={false} />,
      ),
    )
    expect(container.querySelectorAll('a')).toHaveLength(0)
    expect(container.querySelectorAll('[data-current]')).toHaveLength(1)
    expect(container.querySelector('[data-ring]')?.getAttribute('style')).toMatch(/left: .*%/)

    rerender(
      await resolveServer(
        <AfricaMap counts={counts} narrowestPx={224} current="Chad" linked={false} />,
      ),
    )
    expect(container.querySelectorAll('[data-current]')).toHaveLength(1)
    expect(container.querySelector('[data-ring]')).toBeNull()
  })

  it('reserves its space with width and height from the viewBox', async () => {
    const { container } = render(
      await resolveServer(<AfricaMap counts={counts} narrowestPx={narrowestPx} />),
    )
    const svg = container.querySelector('svg')
    const [, , width, height] = svg?.getAttribute('viewBox')?.split(' ') ?? []
    expect(svg).toHaveAttribute('width', width)
    expect(svg).toHaveAttribute('height', height)
  })

  it('stays under 40 kB of markup with every country linked', async () => {
    const everyCountry = new Map(COUNTRIES.map((country, i) => [country, i + 1]))
    const markup = renderToStaticMarkup(
      await resolveServer(
        <AfricaMap counts={everyCountry} narrowestPx={narrowestPx} current="Ghana" />,
      ),
    )
    expect(Buffer.byteLength(markup)).toBeLessThan(40_000)
    // Repetitive text: it travels compressed at well under a third of that.
    expect(gzipSync(markup).length).toBeLessThan(12_000)
  })
})
