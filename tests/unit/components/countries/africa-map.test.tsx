// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { gzipSync } from 'node:zlib'

import { AfricaMap } from '@/components/countries/africa-map'
import { countryPath } from '@/lib/country-path'
import { COUNTRIES, type Country } from '@/lib/lists/countries'

const counts = new Map<Country, number>([
  ['Ghana', 3],
  ['Kenya', 5],
  ['Nigeria', 1],
  ["Côte d'Ivoire", 1],
  ['Cabo Verde', 1],
])

/** Links inside the map: the svg hides them from assistive technology, so `hidden: true`. */
const mapLinks = () => screen.getAllByRole('link', { hidden: true })

/** The link an SVG <title> (the hover text) belongs to. */
const linkTitled = (title: string) =>
  screen.getByText(title, { selector: 'a > title' }).parentElement

describe('AfricaMap', () => {
  it('hides the whole map, links and all, from assistive technology', () => {
    const { container } = render(<AfricaMap counts={counts} />)
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('focusable', 'false')
    expect(screen.queryAllByRole('link')).toEqual([])
  })

  it('links only the countries with stories, to their pages, out of the tab order', () => {
    render(<AfricaMap counts={new Map([...counts, ['Morocco', 0]])} />)
    const links = mapLinks()
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual([
      '/countries/cabo-verde',
      '/countries/cote-d-ivoire',
      '/countries/ghana',
      '/countries/kenya',
      '/countries/nigeria',
    ])
    for (const link of links) expect(link).toHaveAttribute('tabindex', '-1')
  })

  it('still draws the countries without stories, as plain land', () => {
    const { container } = render(<AfricaMap counts={counts} />)
    // One path per country, and one for the land outside the list.
    expect(container.querySelectorAll('path')).toHaveLength(COUNTRIES.length + 1)
    expect(container.querySelectorAll('a path')).toHaveLength(counts.size)
  })

  it('titles each link with its country and story count, for the hover text', () => {
    render(<AfricaMap counts={counts} />)
    expect(linkTitled('Ghana: 3 stories')).toHaveAttribute('href', '/countries/ghana')
    expect(linkTitled('Nigeria: 1 story')).toHaveAttribute('href', '/countries/nigeria')
    expect(
      mapLinks()
        .map((link) => link.firstElementChild?.textContent)
        .sort(),
    ).toEqual([
      'Cabo Verde: 1 story',
      "Côte d'Ivoire: 1 story",
      'Ghana: 3 stories',
      'Kenya: 5 stories',
      'Nigeria: 1 story',
    ])
  })

  it('takes its links from hrefFor', () => {
    render(<AfricaMap counts={counts} hrefFor={(country) => `/lite${countryPath(country)}`} />)
    expect(linkTitled('Kenya: 5 stories')).toHaveAttribute('href', '/lite/countries/kenya')
  })

  it('shades by story count, darkest for the most', () => {
    render(<AfricaMap counts={counts} />)
    const fill = (title: string) => linkTitled(title)?.querySelector('path')?.getAttribute('class')
    expect(fill('Kenya: 5 stories')).toContain('fill-clay-deep')
    expect(fill('Nigeria: 1 story')).not.toContain('fill-clay-deep')
    expect(fill('Nigeria: 1 story')).toMatch(/fill-clay\/\d+/)
  })

  it('marks the current country, with or without stories', () => {
    const { container, rerender } = render(<AfricaMap counts={counts} current="Ghana" />)
    const marked = () => container.querySelectorAll('[data-current]')
    expect(marked()).toHaveLength(1)
    expect(marked()[0]?.closest('a')).toBe(linkTitled('Ghana: 3 stories'))

    rerender(<AfricaMap counts={counts} current="Chad" />)
    expect(marked()).toHaveLength(1)
    expect(marked()[0]?.closest('a')).toBeNull()
  })

  it('reserves its space with width and height from the viewBox', () => {
    const { container } = render(<AfricaMap counts={counts} />)
    const svg = container.querySelector('svg')
    const [, , width, height] = svg?.getAttribute('viewBox')?.split(' ') ?? []
    expect(svg).toHaveAttribute('width', width)
    expect(svg).toHaveAttribute('height', height)
  })

  it('stays under 40 kB of markup with every country linked', () => {
    const everyCountry = new Map(COUNTRIES.map((country, i) => [country, i + 1]))
    const markup = renderToStaticMarkup(<AfricaMap counts={everyCountry} current="Ghana" />)
    expect(Buffer.byteLength(markup)).toBeLessThan(40_000)
    // Repetitive text: it travels compressed at well under a third of that.
    expect(gzipSync(markup).length).toBeLessThan(12_000)
  })
})
