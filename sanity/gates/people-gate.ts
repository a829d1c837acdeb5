// Which people pages exist, and how many pages of work each has, for the proxy (see key-gate.ts
// for how the set is kept): a made-up name or page is a 404 before any render, so a stranger
// cannot fill the page cache with them.
import 'server-only'

import { collectPeople, personPageCount } from '@/lib/people'

import { createKeyGate } from '@/sanity/gates/key-gate'
import { storyPeopleQuery } from '@/sanity/queries'
import { fetchPublished } from '@/sanity/source'

const gate = createKeyGate(async () =>
  [...collectPeople(await fetchPublished(storyPeopleQuery)).values()].map(
    (person) => [person.slug, String(personPageCount(person))] as const,
  ),
)

export const peopleGate = {
  /** Whether a person of this slug is named on a published story. */
  has: (slug: string) => gate.has(slug),
  /** Whether their work has a page `page` (from 1): a made-up page number is a 404 too. */
  async hasPage(slug: string, page: number) {
    if (!(await gate.has(slug))) return false
    // No count: the source was down before any read, and pages answer from their cache.
    const count = gate.peek(slug)
    return count === undefined || page <= Number(count)
  },
}
