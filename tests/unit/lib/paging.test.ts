import { pageCount, pageNumbers, pageOf, parsePageNumber, STORIES_PER_PAGE } from '@/lib/paging'

describe('paging', () => {
  it('fills pages of STORIES_PER_PAGE, with one page for an empty list', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(STORIES_PER_PAGE)).toBe(1)
    expect(pageCount(STORIES_PER_PAGE + 1)).toBe(2)
    const items = Array.from({ length: STORIES_PER_PAGE + 2 }, (_, i) => i)
    expect(pageOf(items, 1)).toEqual(items.slice(0, STORIES_PER_PAGE))
    expect(pageOf(items, 2)).toEqual([STORIES_PER_PAGE, STORIES_PER_PAGE + 1])
  })

  it('reads only page numbers as links write them; no page is page 1', () => {
    expect(parsePageNumber(null)).toBe(1)
    expect(parsePageNumber('1')).toBe(1)
    expect(parsePageNumber('42')).toBe(42)
    for (const bad of ['', '0', '-1', '02', '2.5', '1e3', 'abc', ' 2', '9'.repeat(30)]) {
      expect(parsePageNumber(bad), bad).toBeUndefined()
    }
  })

  it('links the first, last and neighbouring pages, with gaps between', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(1, 9)).toEqual([1, 2, 'gap', 9])
    expect(pageNumbers(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9])
    expect(pageNumbers(3, 9)).toEqual([1, 2, 3, 4, 'gap', 9])
    expect(pageNumbers(9, 9)).toEqual([1, 'gap', 8, 9])
  })
})
