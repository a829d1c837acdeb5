// Markers for the map's countries too small to tap: which need one, and where each goes so that
// none covers another. Pure geometry in viewBox units, worked out for the narrowest width the map
// is drawn at: markers keep their size in CSS px while the map only grows from there, so what
// fits at the narrowest fits everywhere.
import type { Country } from '@/lib/lists/countries'

/** WCAG 2.2's smallest target (2.5.8), in CSS px. */
export const MIN_TARGET_PX = 24
/** A marker's square, in CSS px: the minimum and a pixel spare each side, so rounding can't shrink it under. */
export const MARKER_PX = MIN_TARGET_PX + 2

type Point = readonly [number, number]

/**
 * The rule: a country needs a marker when its outline's box, drawn at `scale` CSS px per viewBox
 * unit, is under MIN_TARGET_PX on its shorter side (an island's dot has no box at all).
 */
export const needsMarker = ([width, height]: Point, scale: number) =>
  Math.min(width, height) * scale < MIN_TARGET_PX

export type MarkerAnchor = { country: Country; anchor: Point }
export type PlacedMarker = MarkerAnchor & { at: Point }

type Area = { width: number; height: number; scale: number }

/**
 * Each marker at its country if that spot is free, else at the nearest spot that is: clear of
 * the markers placed before it and of `keepClear` (the middles of the countries tapped on their
 * outline), and inside the map. Spots are tried on square rings a quarter of a marker apart, so
 * no two markers can overlap, whatever the input. Deterministic: same input, same places.
 */
export function placeMarkers(
  anchors: readonly MarkerAnchor[],
  keepClear: readonly Point[],
  { width, height, scale }: Area,
): PlacedMarker[] {
  // A hair over a marker's side, so squares that only touch still count as apart once rounded.
  const size = (MARKER_PX + 1) / scale
  const step = size / 4
  const taken: Point[] = [...keepClear]
  const free = ([x, y]: Point) =>
    x >= size / 2 &&
    x <= width - size / 2 &&
    y >= size / 2 &&
    y <= height - size / 2 &&
    taken.every(([tx, ty]) => Math.abs(x - tx) >= size || Math.abs(y - ty) >= size)
  return anchors.map((marker) => {
    // Start from the nearest point inside the map: an island's dot may sit at its very edge.
    const [ax, ay] = marker.anchor
    const start: Point = [
      Math.min(Math.max(ax, size / 2), width - size / 2),
      Math.min(Math.max(ay, size / 2), height - size / 2),
    ]
    let best: Point = start
    let bestDistance = Infinity
    const rings = Math.ceil(Math.max(width, height) / step)
    // A spot on ring r is at least r steps away: once past the best so far, none can beat it.
    for (let r = 0; r <= rings && r * step < bestDistance; r++) {
      for (const spot of ring(start, r, step)) {
        const distance = Math.hypot(spot[0] - start[0], spot[1] - start[1])
        if (distance < bestDistance && free(spot)) [best, bestDistance] = [spot, distance]
      }
    }
    taken.push(best)
    return { ...marker, at: best }
  })
}

/** The spots `r` steps out from a centre, around a square. */
function* ring([cx, cy]: Point, r: number, step: number): Generator<Point> {
  if (r === 0) {
    yield [cx, cy]
    return
  }
  for (let i = -r; i <= r; i++) {
    yield [cx + i * step, cy - r * step]
    yield [cx + i * step, cy + r * step]
    if (Math.abs(i) === r) continue
    yield [cx - r * step, cy + i * step]
    yield [cx + r * step, cy + i * step]
  }
}

/** Whether two markers' squares (or a marker and a kept-clear middle) overlap at this scale. */
export const markersOverlap = (a: Point, b: Point, scale: number) => {
  const [ox, oy] = [
    MARKER_PX / scale - Math.abs(a[0] - b[0]),
    MARKER_PX / scale - Math.abs(a[1] - b[1]),
  ]
  return ox > 0 && oy > 0
}
