// An image's `sizes` from the layout it sits in, so the browser picks the smallest file that is
// sharp enough (tests/e2e/image-sizes.spec.ts checks the result on real screens). Pure.

import { boxPadding, PAGE_BOX, SCREENS } from '@/lib/breakpoints'

/** From `minWidth` (CSS px; 0 for the smallest screens) up, until the next step. */
export type LayoutStep = {
  minWidth: number
  /** Horizontal padding of the box, on each side: the page box's (PAGE_BOX) unless given. */
  padding?: number
  columns: number
  /** Space between columns. */
  gap: number
  /** The image's share of the row once gaps are taken: 1/columns unless the columns differ. */
  share?: number
}

const round = (n: number) => Math.round(n * 100) / 100

/**
 * `sizes` for an image in a column of a page box at most `maxWidth` wide (padding included, as
 * Tailwind's border-box `max-w-*`), laid out per `steps`.
 */
export function gridSizes(maxWidth: number, steps: readonly LayoutStep[]): string {
  const sorted = [...steps].sort((a, b) => a.minWidth - b.minWidth)
  const entries: string[] = []
  sorted.forEach((step, index) => {
    const next = sorted[index + 1]?.minWidth ?? Infinity
    const share = step.share ?? 1 / step.columns
    const taken = 2 * (step.padding ?? boxPadding(step.minWidth)) + step.gap * (step.columns - 1)
    const fixed = `${round((maxWidth - taken) * share)}px`
    const fluid =
      taken === 0
        ? `${round(share * 100)}vw`
        : `calc(${round(share * 100)}vw - ${round(taken * share)}px)`
    const media = (width: number) => (width === 0 ? '' : `(min-width: ${width}px) `)
    if (maxWidth <= step.minWidth) entries.unshift(`${media(step.minWidth)}${fixed}`)
    else if (maxWidth < next)
      entries.unshift(`${media(maxWidth)}${fixed}`, `${media(step.minWidth)}${fluid}`)
    else entries.unshift(`${media(step.minWidth)}${fluid}`)
  })
  return entries.join(', ')
}

/**
 * The site's card grids in the page box: `phone` under sm (one column unless it says, `share` of
 * it for a sideways-scrolling row), two columns from sm, `wide` from lg, `gap` between columns.
 */
export function pageGridSizes({
  phone = { columns: 1, gap: 0 },
  wide,
  gap,
}: {
  phone?: { columns: number; gap: number; share?: number }
  wide: number
  gap: number
}): string {
  return gridSizes(PAGE_BOX.maxWidth, [
    { minWidth: 0, ...phone },
    { minWidth: SCREENS.sm, columns: 2, gap },
    { minWidth: SCREENS.md, columns: 2, gap },
    { minWidth: SCREENS.lg, columns: wide, gap },
  ])
}
