// Names beside the map's markers: on which side of its marker each name fits without covering
// another marker, another name or a tapped country's middle. Worked out in viewBox units at the
// narrowest width, as the markers are (lib/map-markers.ts).
import { MARKER_PX, type PlacedMarker } from '@/lib/map-markers'

/** A label's type size and line, in CSS px. */
export const LABEL_FONT_PX = 11
const LABEL_LINE_PX = 14
/** Room each side of the name, in CSS px. */
const LABEL_PAD_PX = 3
/** A generous average glyph width, in ems, so an estimate never falls short of the text. */
const GLYPH_EM = 0.58

export const LABEL_SIDES = ['left', 'right', 'below', 'above'] as const
export type LabelSide = (typeof LABEL_SIDES)[number]

type Point = readonly [number, number]
/** left, top, right, bottom. */
type Rect = readonly [number, number, number, number]

const intersects = (a: Rect, b: Rect) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]

/** The label's box on one side of a marker at `at`, `w` × `h` units, `half` the marker's side. */
function labelRect([x, y]: Point, side: LabelSide, w: number, h: number, half: number): Rect {
  if (side === 'left') return [x - half - w, y - h / 2, x - half, y + h / 2]
  if (side === 'right') return [x + half, y - h / 2, x + half + w, y + h / 2]
  if (side === 'below') return [x - w / 2, y + half, x + w / 2, y + half + h]
  return [x - w / 2, y - half - h, x + w / 2, y - half]
}

/**
 * Each marker's label side, or null where no side is free (its name is still the link's title).
 * Markers in the west half try the left first, out to sea; the east half the right.
 */
export function placeLabels(
  markers: readonly PlacedMarker[],
  keepClear: readonly Point[],
  { width, height, scale }: { width: number; height: number; scale: number },
  /** The name shown, in the page's language: its length sets the label's width. */
  name: (country: PlacedMarker['country']) => string = (country) => country,
): (LabelSide | null)[] {
  const half = MARKER_PX / scale / 2
  const square = ([x, y]: Point): Rect => [x - half, y - half, x + half, y + half]
  // A name may cover an outline's edge, but not its middle (half a marker's square).
  const middle = ([x, y]: Point): Rect => [x - half / 2, y - half / 2, x + half / 2, y + half / 2]
  const taken: Rect[] = [...markers.map(({ at }) => square(at)), ...keepClear.map(middle)]
  return markers.map(({ country, at }) => {
    const w = (name(country).length * GLYPH_EM * LABEL_FONT_PX + 2 * LABEL_PAD_PX) / scale
    const h = LABEL_LINE_PX / scale
    const order: readonly LabelSide[] =
      at[0] < width / 2 ? LABEL_SIDES : ['right', 'left', 'below', 'above']
    for (const side of order) {
      const rect = labelRect(at, side, w, h, half)
      const inside = rect[0] >= 0 && rect[1] >= 0 && rect[2] <= width && rect[3] <= height
      if (inside && !taken.some((other) => intersects(rect, other))) {
        taken.push(rect)
        return side
      }
    }
    return null
  })
}

/** A label's padding and line, for the component that draws it. */
export const LABEL_BOX_PX = { pad: LABEL_PAD_PX, line: LABEL_LINE_PX }
