// `npm run docs:tags`: writes the "which pages each change refreshes" table into TAG_TABLE_FILE
// from the code (tests/support/tag-table.ts); tests/unit/docs-tag-table.test.ts fails until it is
// run. The npm script then formats that file with prettier.
import { readFileSync, writeFileSync } from 'node:fs'

import { TAG_TABLE_FILE, TAG_TABLE_MARKERS, tagTable } from '@/tests/support/tag-table'

const page = readFileSync(TAG_TABLE_FILE, 'utf8')
const [start, end] = TAG_TABLE_MARKERS
const from = page.indexOf(start)
const to = page.indexOf(end)
if (from < 0 || to < from) throw new Error(`${TAG_TABLE_FILE} has no ${start} … ${end} section.`)
writeFileSync(
  TAG_TABLE_FILE,
  `${page.slice(0, from + start.length)}\n\n${tagTable()}\n\n${page.slice(to)}`,
)
console.log(`${TAG_TABLE_FILE}: the tag table is written; prettier formats it next.`)
