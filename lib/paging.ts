// Long lists are shown a page at a time, so a page weighs the same at 50 stories as at 5,000.

export const STORIES_PER_PAGE = 12

/** How many pages `total` items fill; an empty list still has its one (empty) page. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / STORIES_PER_PAGE))
}

/** The items of page `page` (1-based). */
export function pageOf<T>(items: readonly T[], page: number): T[] {
  const start = (page - 1) * STORIES_PER_PAGE
  return items.slice(start, start + STORIES_PER_PAGE)
}

/**
 * A page number as our links write it: `null` (no `page` in the URL) is page 1; digits without a
 * leading zero are that page; anything else (`0`, `-1`, `2.5`, `02`, `abc`, 30 digits) is undefined.
 */
export function parsePageNumber(value: string | null): number | undefined {
  if (value === null) return 1
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined
}

/** Page numbers worth a link: the first, the last and the current one's neighbours, gaps between. */
export function pageNumbers(page: number, count: number): Array<number | 'gap'> {
  const shown = [...new Set([1, page - 1, page, page + 1, count])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b)
  return shown.flatMap((n, i) => {
    const before = shown[i - 1]
    if (before === undefined || n === before + 1) return [n]
    // A gap of one page is shown as that page: a link costs no more room than the ellipsis.
    return n === before + 2 ? [before + 1, n] : ['gap' as const, n]
  })
}
