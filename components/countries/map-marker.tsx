import type { LabelSide } from '@/lib/map-labels'
import { PlainLink } from '@/components/plain-link'

/** Where a marker's name sits against its square. */
const SIDES: Record<LabelSide, string> = {
  left: 'right-full top-1/2 -translate-y-1/2',
  right: 'left-full top-1/2 -translate-y-1/2',
  below: 'top-full left-1/2 -translate-x-1/2',
  above: 'bottom-full left-1/2 -translate-x-1/2',
}

/** A point in the map's viewBox as CSS offsets over it. */
export const mapOffset = ([x, y]: readonly [number, number], width: number, height: number) => ({
  left: `${((x / width) * 100).toFixed(2)}%`,
  top: `${((y / height) * 100).toFixed(2)}%`,
})

type Props = {
  /** Its name in the page's language. */
  country: string
  href: string
  title: string
  /** Its shade's background class, as on the map. */
  shade: string
  label: LabelSide | null
  style: { left: string; top: string }
}

/**
 * A small country's target on the map: a square of the map's `--marker` size (a finger's worth,
 * whatever the map's width) around a dot in the country's shade, with its name where it fits.
 * Out of the tab order, as the map's other links: the list beside the map is the way in.
 */
export function MapMarker({ country, href, title, shade, label, style }: Props) {
  return (
    <PlainLink
      href={href}
      tabIndex={-1}
      title={title}
      style={style}
      className="group absolute grid size-(--marker) -translate-1/2 place-items-center"
    >
      <span
        className={`size-3.5 rounded-full border-2 border-paper ring-1 ring-ink-faint transition-colors group-hover:bg-ink-soft ${shade}`}
      />
      {label && (
        <span
          className={`absolute rounded-sm bg-paper/85 px-(--label-pad) text-(length:--label) leading-(--label-line) font-medium whitespace-nowrap text-ink group-hover:text-clay ${SIDES[label]}`}
        >
          {country}
        </span>
      )}
    </PlainLink>
  )
}
