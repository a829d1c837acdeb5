// The docs' table of which pages each published change refreshes (in TAG_TABLE_FILE) is the
// code's own answer: it cannot drift from sanity/tags.ts, the getters and the routes again.
import { readFileSync } from 'node:fs'

import {
  pagesWithTags,
  TAG_TABLE_FILE,
  TAG_TABLE_MARKERS,
  tagTableRows,
} from '@/tests/support/tag-table'

/** The table between its markers in TAG_TABLE_FILE, as trimmed cells, row by row. */
function documentedRows(): string[][] {
  const page = readFileSync(TAG_TABLE_FILE, 'utf8')
  const [start, end] = TAG_TABLE_MARKERS
  const from = page.indexOf(start)
  const to = page.indexOf(end)
  expect(from, `${TAG_TABLE_FILE} has the marker ${start}`).toBeGreaterThanOrEqual(0)
  expect(to, `${TAG_TABLE_FILE} has the marker ${end} after it`).toBeGreaterThan(from)
  return page
    .slice(from + start.length, to)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/^-+$/, '---')),
    )
}

describe(`the table of what each change refreshes (${TAG_TABLE_FILE})`, () => {
  it('is what the code says (npm run docs:tags writes it)', () => {
    expect(documentedRows()).toEqual(tagTableRows())
  })

  it('reads the routes as they are: layouts, imports and getters followed', () => {
    const pages = pagesWithTags()
    // The [locale]/[mode] layout's footer reads the site settings; the team page reads only the team.
    expect(pages.get('/theruumafrica')).toEqual(new Set(['teamMember', 'siteSettings']))
    expect(pages.get('404 page')).toEqual(new Set(['siteSettings']))
    // The community page shows categories (its recent work's cards) and story tellers.
    expect(pages.get('/community')).toEqual(
      new Set(['story', 'category', 'person', 'siteSettings']),
    )
    // A story page is tagged by its slug, not by every story's publish.
    expect(pages.get('/stories/[slug]')?.has('story:<slug>')).toBe(true)
    expect(pages.get('/feed.xml')).toEqual(
      new Set(['story', 'category', 'person', 'translation.metadata']),
    )
    // Requests that are never cached have no row.
    expect(pages.has('/browse/no-match')).toBe(false)
    expect(pages.has('/api/revalidate')).toBe(false)
  })
})
