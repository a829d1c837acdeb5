// `npm run docs:tags`: writes the README's "which pages each change refreshes" table from the
// code (tests/support/tag-table.ts); tests/unit/readme-tag-table.test.ts fails until it is run.
import { readFileSync, writeFileSync } from 'node:fs'

import { README_TAG_TABLE, tagTable } from '@/tests/support/tag-table'

const readme = readFileSync('README.md', 'utf8')
const [start, end] = README_TAG_TABLE
const from = readme.indexOf(start)
const to = readme.indexOf(end)
if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} section.`)
writeFileSync(
  'README.md',
  `${readme.slice(0, from + start.length)}\n\n${tagTable()}\n\n${readme.slice(to)}`,
)
console.log('README.md: the tag table is written; prettier formats it next.')
