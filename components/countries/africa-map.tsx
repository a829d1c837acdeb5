import type { CSSProperties } from 'react'

import { mapOffset, MapMarker } from '@/components/countries/map-marker'
import { africaMapData, shadeStep, type MapCountry, type ShadeStep } from '@/lib/africa-map'
import { countryName } from '@/lib/i18n/country-names'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import type { Country } from '@/lib/lists/countries'
import { LABEL_BOX_PX, LABEL_FONT_PX } from '@/lib/map-labels'
import { MARKER_PX, needsMarker } from '@/lib/map-markers'
import { mapTargets } from '@/lib/map-targets'
import { countryPath } from '@/lib/routes'
import { PlainLink } from '@/components/plain-link'

/** Story count shades, palest to darkest: a choropleth in the site's clay. */
const FILLS: Record<ShadeStep, string> = {
  0: 'fill-paper-deep',
  1: 'fill-clay/30',
  2: 'fill-clay/55',
  3: 'fill-clay/80',
  4: 'fill-clay-deep',
}
/** The same shades for a marker's dot. */
const BACKGROUNDS: Record<ShadeStep, string> = {
  0: 'bg-paper-deep',
  1: 'bg-clay/30',
  2: 'bg-clay/55',
  3: 'bg-clay/80',
  4: 'bg-clay-deep',
}

/** The markers' and labels' sizes in CSS px, set once on the map for its classes to use. */
const SIZES = {
  '--marker': `${MARKER_PX}px`,
  '--label': `${LABEL_FONT_PX}px`,
  '--label-line': `${LABEL_BOX_PX.line}px`,
  '--label-pad': `${LABEL_BOX_PX.pad}px`,
} as CSSProperties

type Props = {
  /** Each country's number of stories; a country left out has none. */
  counts: ReadonlyMap<Country, number>
  /**
   * The narrowest the map is drawn, in CSS px: a country smaller than a finger at that width is
   * tapped on a marker instead of its outline.
   */
  narrowestPx: number
  /** The country whose page this is, drawn apart from the rest. */
  current?: Country
  /** false: a locator, with no links, that rings the current country when it is small. */
  linked?: boolean
  /** Where a country links to: its page unless the caller says otherwise. */
  hrefFor?: (country: Country) => string
}

/**
 * Africa shaded by stories per country; each country with stories links to its page, on its
 * outline or, for one too small to tap, on a marker beside it. Hidden from assistive technology,
 * links and all: the page lists the same countries beside it in text.
 */
export async function AfricaMap({
  counts,
  narrowestPx,
  current,
  linked = true,
  hrefFor = countryPath,
}: Props) {
  // The page's language: the countries' names and counts.
  const locale = await pageLocale()
  const t = translator(locale)
  const name = (country: Country) => countryName(country, locale)
  const titleOf = (country: Country) =>
    t('countries.count', { country: name(country), count: counts.get(country) ?? 0 })
  const { viewBox, width, height, countries, background } = africaMapData()
  const most = Math.max(0, ...counts.values())
  const hasStories = (country: Country) => linked && (counts.get(country) ?? 0) > 0
  const { outlined, markers } = mapTargets(
    countries,
    hasStories,
    { width, height, narrowestPx },
    name,
  )
  // The current country last, so no neighbour paints over its outline.
  const ordered = [
    ...countries.filter(({ country }) => country !== current),
    ...countries.filter(({ country }) => country === current),
  ]
  const currentShape = countries.find(({ country }) => country === current)
  const ringed = !linked && currentShape && needsMarker(currentShape.size, narrowestPx / width)
  // From each country to its marker, where the marker had to move off it: one path for them all.
  const leaders = markers
    .filter(({ anchor, at }) => Math.hypot(at[0] - anchor[0], at[1] - anchor[1]) > 1)
    .map(({ anchor, at }) => `M${anchor.map(Math.round)}L${at.map(Math.round)}`)
    .join('')

  return (
    // Out of the tab order, its links: a focusable link inside aria-hidden would be announced as nothing.
    <div className="relative" style={SIZES} aria-hidden="true">
      <svg
        viewBox={viewBox}
        width={width}
        height={height}
        className="block h-auto w-full stroke-paper [&_path]:[vector-effect:non-scaling-stroke]"
        focusable="false"
        role="presentation"
      >
        <path d={background} className="fill-paper-deep" />
        {ordered.map((shape) => {
          const count = counts.get(shape.country) ?? 0
          const outline = (
            <CountryShape
              key={shape.country}
              shape={shape}
              step={shadeStep(count, most)}
              current={shape.country === current}
            />
          )
          if (!outlined.has(shape.country)) return outline
          return (
            <PlainLink
              key={shape.country}
              href={hrefFor(shape.country)}
              tabIndex={-1}
              className="group"
            >
              <title>{titleOf(shape.country)}</title>
              {outline}
            </PlainLink>
          )
        })}
        {leaders && <path d={leaders} className="fill-none stroke-ink-faint" />}
      </svg>
      {markers.map(({ country, at, label }) => {
        const count = counts.get(country) ?? 0
        return (
          <MapMarker
            key={country}
            country={name(country)}
            href={hrefFor(country)}
            title={titleOf(country)}
            shade={BACKGROUNDS[shadeStep(count, most)]}
            label={label}
            style={mapOffset(at, width, height)}
          />
        )
      })}
      {ringed && (
        <span
          className="absolute size-(--marker) -translate-1/2 rounded-full border-2 border-clay"
          style={mapOffset(currentShape.centre, width, height)}
          data-ring
        />
      )}
    </div>
  )
}

function CountryShape({
  shape: { d, dot },
  step,
  current,
}: {
  shape: MapCountry
  step: ShadeStep
  current: boolean
}) {
  const classes = current
    ? ['fill-ink stroke-clay stroke-2']
    : [
        FILLS[step],
        // Shaded means linked (a story or more): darken under the pointer.
        step > 0 && 'transition-colors group-hover:fill-ink-soft',
        // A dot stands alone in the sea: a faint ink ring keeps even a pale one in sight.
        dot && 'stroke-ink-faint',
      ]
  return (
    <path d={d} className={classes.filter(Boolean).join(' ')} data-current={current || undefined} />
  )
}
