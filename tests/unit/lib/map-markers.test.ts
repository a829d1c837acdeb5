import { africaMapData } from '@/lib/africa-map'
import { COUNTRIES } from '@/lib/lists/countries'
import { placeLabels } from '@/lib/map-labels'
import {
  MARKER_PX,
  markersOverlap,
  MIN_TARGET_PX,
  needsMarker,
  placeMarkers,
  type PlacedMarker,
} from '@/lib/map-markers'
import { mapTargets } from '@/lib/map-targets'
import { nonEmpty } from '@/tests/support/non-empty'

const area = { width: 1000, height: 900, scale: 0.32 }
/** A marker's side in viewBox units at that scale. */
const side = MARKER_PX / area.scale

function expectApart(markers: readonly PlacedMarker[], keepClear: readonly [number, number][]) {
  expect(markers).not.toHaveLength(0)
  const overlapping = markers.flatMap((a, i) => [
    ...markers
      .slice(i + 1)
      .filter((b) => markersOverlap(a.at, b.at, area.scale))
      .map((b) => `${a.country} × ${b.country}`),
    ...keepClear
      .filter((point) => markersOverlap(a.at, point, area.scale))
      .map((point) => `${a.country} × ${point.join(',')}`),
  ])
  expect(overlapping).toEqual([])
}

describe('needsMarker', () => {
  it('is true when the shorter side is under 24 px at the scale', () => {
    // 75 units at 0.32 px a unit is 24 px exactly.
    expect(needsMarker([75, 300], 0.32)).toBe(false)
    expect(needsMarker([300, 74], 0.32)).toBe(true)
    expect(needsMarker([74, 74], 0.5)).toBe(false)
  })

  it('is always true for a dot, which has no size', () => {
    expect(needsMarker([0, 0], 10)).toBe(true)
  })
})

describe('placeMarkers', () => {
  it('leaves a marker with room around it on its country', () => {
    const [placed] = placeMarkers([{ country: 'Comoros', anchor: [500, 500] }], [], area)
    expect(placed?.at).toEqual([500, 500])
  })

  it('pushes apart markers at the same point, or close, until none overlaps', () => {
    const anchors = [
      { country: 'Gambia', anchor: [300, 300] },
      { country: 'Senegal', anchor: [300, 300] },
      { country: 'Togo', anchor: [305, 310] },
      { country: 'Benin', anchor: [320, 300] },
    ] as const
    const placed = placeMarkers(anchors, [], area)
    expectApart(placed, [])
    // …but no further than the cluster needs.
    for (const { at, anchor } of nonEmpty(placed)) {
      expect(Math.hypot(at[0] - anchor[0], at[1] - anchor[1])).toBeLessThan(2 * side)
    }
  })

  it('keeps off the points to keep clear, and inside the map', () => {
    const keepClear: [number, number][] = [[10, 10]]
    const placed = placeMarkers(
      [
        { country: 'Cabo Verde', anchor: [0, 0] },
        { country: 'Mauritius', anchor: [1000, 900] },
      ],
      keepClear,
      area,
    )
    expectApart(placed, keepClear)
    for (const { at } of nonEmpty(placed)) {
      expect(at[0]).toBeGreaterThanOrEqual(side / 2)
      expect(at[0]).toBeLessThanOrEqual(area.width - side / 2)
      expect(at[1]).toBeGreaterThanOrEqual(side / 2)
      expect(at[1]).toBeLessThanOrEqual(area.height - side / 2)
    }
  })

  it('places the same markers the same way every time', () => {
    const anchors = [
      { country: 'Gambia', anchor: [300, 300] },
      { country: 'Senegal', anchor: [300, 300] },
    ] as const
    expect(placeMarkers(anchors, [], area)).toEqual(placeMarkers(anchors, [], area))
  })
})

describe('placeLabels', () => {
  it('puts a name out to sea: left in the west half, right in the east', () => {
    const markers = [
      { country: 'Gambia', anchor: [300, 450], at: [300, 450] },
      { country: 'Comoros', anchor: [700, 450], at: [700, 450] },
    ] as const
    expect(placeLabels(markers, [], area)).toEqual(['left', 'right'])
  })

  it('moves a name to a free side, and leaves it out where none is free', () => {
    const at = [500, 450] as const
    // A point kept clear beside the marker, right and left: the name goes below.
    const besides: [number, number][] = [
      [500 + side, 450],
      [500 - side, 450],
    ]
    expect(placeLabels([{ country: 'Togo', anchor: at, at }], besides, area)).toEqual(['below'])
    const around: [number, number][] = [...besides, [500, 450 + side], [500, 450 - side]]
    expect(placeLabels([{ country: 'Togo', anchor: at, at }], around, area)).toEqual([null])
  })
})

describe('mapTargets on the map of Africa', () => {
  const map = africaMapData()
  const narrowestPx = 320
  const scale = narrowestPx / map.width
  const targets = mapTargets(map.countries, () => true, { ...map, narrowestPx })
  const keepClear = map.countries
    .filter(({ country }) => targets.outlined.has(country))
    .map(({ centre }) => centre)

  it('gives every linked country one target: its outline if big enough, else a marker', () => {
    const marked = targets.markers.map(({ country }) => country)
    expect([...targets.outlined, ...marked].sort()).toEqual([...COUNTRIES].sort())
    for (const { country, size } of nonEmpty(map.countries)) {
      if (!targets.outlined.has(country)) continue
      expect(Math.min(...size) * scale, country).toBeGreaterThanOrEqual(MIN_TARGET_PX)
    }
    // The three: a sliver of a country and two islands.
    expect(marked).toEqual(expect.arrayContaining(['Gambia', 'Cabo Verde', 'Comoros']))
  })

  it('sets no marker over another, or over an outlined country’s middle', () => {
    expectApart(targets.markers, keepClear)
  })

  it('keeps each marker near its country, even with all 52 linked', () => {
    // The worst case: 24 markers at a phone's width, a dozen of them in West Africa.
    for (const { country, anchor, at } of nonEmpty(targets.markers)) {
      const moved = Math.hypot(at[0] - anchor[0], at[1] - anchor[1]) * scale
      expect(moved, country).toBeLessThan(5 * MARKER_PX)
    }
  })

  it('links only the countries asked for', () => {
    const only = mapTargets(map.countries, (country) => country === 'Gambia', {
      ...map,
      narrowestPx,
    })
    expect(only.outlined.size).toBe(0)
    expect(only.markers.map(({ country }) => country)).toEqual(['Gambia'])
  })
})
