// The README's table of which pages each published change refreshes is the code's own answer:
// it cannot drift from sanity/tags.ts, the getters and the routes again.
import { readFileSync } from 'node:fs'

import { pagesWithTags, README_TAG_TABLE, tagTableRows } from '@/tests/support/tag-table'

/** The README's table between its markers, as trimmed cells, row by row. */
function readmeRows(): string[][] {
  const readme = readFileSync('README.md', 'utf8')
  const [start, end] = README_TAG_TABLE
  const section = readme.slice(readme.indexOf(start) + start.length, readme.indexOf(end))
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/^-+$/, '---')),
    )
}

describe("the README's table of what each change refreshes", () => {
  it('is what the code says (npm run docs:tags writes it)', () => {
    expect(readmeRows()).toEqual(tagTableRows())
  })

  it('reads the routes as they are: layouts, imports and getters followed', () => {
    const pages = pagesWithTags()
    // The [mode] layout's footer reads the site settings; the team page reads only the team.
    expect(pages.get('/theruumafrica')).toEqual(new Set(['teamMember', 'siteSettings']))
    expect(pages.get('404 page')).toEqual(new Set(['siteSettings']))
    // The community page shows categories (its recent work's cards) and story tellers.
    expect(pages.get('/community')).toEqual(
      new Set(['story', 'category', 'person', 'siteSettings']),
    )
    // A story page is tagged by its slug, not by every story's publish.
    expect(pages.get('/stories/[slug]')?.has('story:<slug>')).toBe(true)
    expect(pages.get('/feed.xml')).toEqual(new Set(['story', 'category', 'person']))
    // Requests that are never cached have no row.
    expect(pages.has('/browse/no-match')).toBe(false)
    expect(pages.has('/api/revalidate')).toBe(false)
  })
})
