// Which list pages exist (/stories filters and pages, /latest pages), for the proxy: only these are
// rewritten to their cached routes (see key-gate.ts for how the set is kept).
import 'server-only'

import { listPageKey, listPages } from '@/lib/list-pages'

import { createKeyGate } from '@/sanity/gates/key-gate'
import { storyFacetsQuery } from '@/sanity/queries'
import { fetchPublished } from '@/sanity/source'

export const listGate = createKeyGate(async () =>
  listPages(await fetchPublished(storyFacetsQuery)).map(listPageKey),
)
