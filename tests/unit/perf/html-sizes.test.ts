import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { MAX_HTML_BYTES } from '@/tests/perf/budgets'
import { htmlFiles, htmlMisses } from '@/tests/perf/html-sizes'

describe('htmlFiles and htmlMisses', () => {
  let folder = ''
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'html-sizes-'))
    mkdirSync(path.join(folder, 'en', 'full', 'stories'), { recursive: true })
    writeFileSync(path.join(folder, 'en', 'full.html'), 'x'.repeat(MAX_HTML_BYTES))
    writeFileSync(
      path.join(folder, 'en', 'full', 'stories', 'a.html'),
      'x'.repeat(MAX_HTML_BYTES + 1),
    )
    writeFileSync(
      path.join(folder, 'en', 'full', 'stories', 'a.rsc'),
      'x'.repeat(MAX_HTML_BYTES * 2),
    )
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('lists every page, heaviest first, and names each over the budget, not one at it', () => {
    const files = htmlFiles(folder)
    expect(files.map(({ file }) => file)).toEqual([
      path.join('en', 'full', 'stories', 'a.html'),
      path.join('en', 'full.html'),
    ])
    expect(htmlMisses(files)).toEqual([
      `${path.join('en', 'full', 'stories', 'a.html')}: 200,001 bytes of HTML (at most 200,000)`,
    ])
  })
})
