// What a reader taps on the map: the countries big enough are tapped on their outline, the rest
// on a marker beside them (lib/map-markers.ts), named where there is room (lib/map-labels.ts).
import type { MapCountry } from '@/lib/africa-map'
import type { Country } from '@/lib/lists/countries'
import { placeLabels, type LabelSide } from '@/lib/map-labels'
import { needsMarker, placeMarkers, type PlacedMarker } from '@/lib/map-markers'

export type MapMarker = PlacedMarker & { label: LabelSide | null }

export type MapTargets = {
  /** The linked countries tapped on their own outline. */
  outlined: ReadonlySet<Country>
  /** The linked countries tapped on a marker, each placed clear of every other target. */
  markers: MapMarker[]
}

/**
 * The targets for the `linked` countries on a map `width` × `height` viewBox units, drawn at
 * least `narrowestPx` CSS px wide.
 */
export function mapTargets(
  countries: readonly MapCountry[],
  linked: (country: Country) => boolean,
  { width, height, narrowestPx }: { width: number; height: number; narrowestPx: number },
  /** Each country's name as the page writes it, beside its marker. */
  name: (country: Country) => string = (country) => country,
): MapTargets {
  const area = { width, height, scale: narrowestPx / width }
  const shown = countries.filter(({ country }) => linked(country))
  const small = shown.filter(({ size }) => needsMarker(size, area.scale))
  const outlined = shown.filter((shape) => !small.includes(shape))
  // The middles of the outlines stay clear, so a marker never hides the country it lies on.
  const keepClear = outlined.map(({ centre }) => centre)
  const placed = placeMarkers(
    small.map(({ country, centre }) => ({ country, anchor: centre })),
    keepClear,
    area,
  )
  const labels = placeLabels(placed, keepClear, area, name)
  return {
    outlined: new Set(outlined.map(({ country }) => country)),
    markers: placed.map((marker, i) => ({ ...marker, label: labels[i] ?? null })),
  }
}
