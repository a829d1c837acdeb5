// The viewer's zoom as plain numbers: a photograph scaled about a point and panned, kept so that
// it always covers the box it had unzoomed (every part of it can be reached, none can be lost).

/** The zoom: scale, and the offset of the photograph's top left corner from its box's, in px. */
export type Zoom = { scale: number; x: number; y: number }

/** The photograph's box at scale 1 (screen px). */
export type Box = { left: number; top: number; width: number; height: number }

export const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 }
export const MAX_SCALE = 4
/** A double tap zooms this far, about the point tapped. */
export const DOUBLE_TAP_SCALE = 2.5

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Keeps the scaled photograph over its whole box: no gap opens at any edge. */
export function contain(zoom: Zoom, box: Box): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_SCALE)
  return {
    scale,
    x: clamp(zoom.x, box.width - box.width * scale, 0),
    y: clamp(zoom.y, box.height - box.height * scale, 0),
  }
}

/**
 * `from` rescaled to `scale` so that what was under screen point `at` stays under `to` (the
 * same point for a double tap; a pinch's moving midpoint for a pinch).
 */
export function zoomAbout(
  from: Zoom,
  scale: number,
  at: { x: number; y: number },
  box: Box,
  to = at,
): Zoom {
  const next = clamp(scale, 1, MAX_SCALE)
  const localX = (at.x - box.left - from.x) / from.scale
  const localY = (at.y - box.top - from.y) / from.scale
  return contain(
    { scale: next, x: to.x - box.left - next * localX, y: to.y - box.top - next * localY },
    box,
  )
}

export const isZoomed = (zoom: Zoom) => zoom.scale > 1.01

/** The CSS transform for a zoom, with `transform-origin: 0 0`. */
export const zoomTransform = (zoom: Zoom) =>
  isZoomed(zoom) ? `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` : ''
