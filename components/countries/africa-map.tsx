import {
  africaMapData,
  shadeStep,
  storyCountText,
  type MapCountry,
  type ShadeStep,
} from '@/lib/africa-map'
import { countryPath } from '@/lib/country-path'
import type { Country } from '@/lib/lists/countries'

/** Story count shades, palest to darkest: a choropleth in the site's clay. */
const FILLS: Record<ShadeStep, string> = {
  0: 'fill-paper-deep',
  1: 'fill-clay/30',
  2: 'fill-clay/55',
  3: 'fill-clay/80',
  4: 'fill-clay-deep',
}

type Props = {
  /** Each country's number of stories; a country left out has none. */
  counts: ReadonlyMap<Country, number>
  /** The country whose page this is, drawn apart from the rest. */
  current?: Country
  /** Where a country links to: its page unless the caller says otherwise. */
  hrefFor?: (country: Country) => string
}

/**
 * Africa shaded by stories per country; each country with stories links to its page. Hidden from
 * assistive technology, links and all: the page lists the same countries beside it in text.
 */
export function AfricaMap({ counts, current, hrefFor = countryPath }: Props) {
  const { viewBox, width, height, countries, background } = africaMapData()
  const most = Math.max(0, ...counts.values())
  // The current country last, so no neighbour paints over its outline.
  const ordered = [
    ...countries.filter(({ country }) => country !== current),
    ...countries.filter(({ country }) => country === current),
  ]

  return (
    <svg
      viewBox={viewBox}
      width={width}
      height={height}
      className="h-auto w-full stroke-paper [&_path]:[vector-effect:non-scaling-stroke]"
      aria-hidden="true"
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
        if (count === 0) return outline
        return (
          // Out of the tab order: a focusable link inside aria-hidden would be announced as nothing.
          <a key={shape.country} href={hrefFor(shape.country)} tabIndex={-1} className="group">
            <title>{`${shape.country}: ${storyCountText(count)}`}</title>
            {outline}
          </a>
        )
      })}
    </svg>
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
