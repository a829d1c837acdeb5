// Which people pages exist, for the proxy (see key-gate.ts for how the set is kept): a made-up
// name is a 404 before any render, so a stranger cannot fill the page cache with them.
import 'server-only'

import { collectPeople } from '@/lib/people'

import { createKeyGate } from '@/sanity/gates/key-gate'
import { storyPeopleQuery } from '@/sanity/queries'
import { fetchPublished } from '@/sanity/source'

export const peopleGate = createKeyGate(async () =>
  collectPeople(await fetchPublished(storyPeopleQuery)).keys(),
)
