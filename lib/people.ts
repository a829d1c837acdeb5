// The people the site names, gathered from the stories: each story's teller, its crew (credits
// that name a person) and the photographers credited under its photographs. A person is known by
// their name, so their page is `/people/<slug of the name>`; crew need no document of their own.
import {
  PERSON_CREDIT_TITLES,
  type CreditTitle,
  type PersonCreditTitle,
} from '@/lib/lists/credit-titles'
import { pageCount } from '@/lib/paging'
import { slugify } from '@/lib/slug'
import { STORY_TELLER_ROLE } from '@/lib/story-crew'

export { STORY_TELLER_ROLE }

export type PersonRole = typeof STORY_TELLER_ROLE | PersonCreditTitle

/** What the people pages read of one story (sanity/queries.ts, storyPeopleQuery). */
export type StoryPeople = {
  _id: string
  slug: string
  updatedAt: string
  /** `_id`: their person document, whose profile (portrait, bio…) their page shows. */
  teller: (PersonName & { _id?: string }) | null
  credits: Array<{ title: CreditTitle; content: string }> | null
  /**
   * Each photograph's credit, in photo-page order (number 1 is the cover), and the person
   * document it names, if it names one rather than a typed name.
   */
  photos: Array<{ credit: string | null; personId?: string | null }>
}

export type Person = {
  slug: string
  name: string
  /** Every role across their stories: story teller first, then crew roles in the list's order. */
  roles: PersonRole[]
  /** Ids of the stories they are named on, newest first, with their roles in each. */
  stories: Array<{ id: string; roles: PersonRole[] }>
  /** The photographs credited to them: story slug and photo number (from 1). */
  photos: Array<{ story: string; n: number }>
  /** When the newest change to one of their stories was made. */
  updatedAt: string
  /** The person documents named so (usually one; none for crew named only in credits). */
  documentIds: string[]
}

const ROLE_ORDER: readonly PersonRole[] = [STORY_TELLER_ROLE, ...PERSON_CREDIT_TITLES]
const isPersonTitle = (title: string): title is PersonCreditTitle =>
  (PERSON_CREDIT_TITLES as readonly string[]).includes(title)
const byRoleOrder = (a: PersonRole, b: PersonRole) => ROLE_ORDER.indexOf(a) - ROLE_ORDER.indexOf(b)

/** A person document's name parts (story tellers, team members). */
export type PersonName = { firstName: string; lastName: string }

/** A person's full name as the site shows it: first name, one space, last name. */
export const personName = ({ firstName, lastName }: PersonName) => `${firstName} ${lastName}`

/** A name as written, with its spaces tidied; empty when there is no name to link. */
const cleanName = (name: string | null | undefined) => (name ?? '').replace(/\s+/g, ' ').trim()

/** Everyone named on the stories (newest first), by slug. Two people of one name share a page. */
export function collectPeople(stories: readonly StoryPeople[]): Map<string, Person> {
  const people = new Map<string, Person>()
  function entry(
    rawName: string | null | undefined,
    story: StoryPeople,
    documentId?: string | null,
  ): Person | undefined {
    const name = cleanName(rawName)
    const slug = slugify(name)
    if (!slug) return undefined
    let person = people.get(slug)
    if (!person) {
      person = {
        slug,
        name,
        roles: [],
        stories: [],
        photos: [],
        updatedAt: story.updatedAt,
        documentIds: [],
      }
      people.set(slug, person)
    }
    if (story.updatedAt > person.updatedAt) person.updatedAt = story.updatedAt
    if (documentId && !person.documentIds.includes(documentId)) person.documentIds.push(documentId)
    return person
  }
  function addRole(person: Person | undefined, story: StoryPeople, role: PersonRole) {
    if (!person) return
    if (!person.roles.includes(role)) person.roles.push(role)
    let named = person.stories.find(({ id }) => id === story._id)
    if (!named) {
      named = { id: story._id, roles: [] }
      person.stories.push(named)
    }
    if (!named.roles.includes(role)) named.roles.push(role)
  }

  for (const story of stories) {
    const teller = story.teller && personName(story.teller)
    addRole(entry(teller, story, story.teller?._id), story, STORY_TELLER_ROLE)
    for (const credit of story.credits ?? []) {
      if (isPersonTitle(credit.title)) addRole(entry(credit.content, story), story, credit.title)
    }
    // A photograph's credit makes its photographer part of the story's Photography crew.
    story.photos.forEach((photo, index) => {
      const person = entry(photo.credit, story, photo.personId)
      person?.photos.push({ story: story.slug, n: index + 1 })
      addRole(person, story, 'Photography')
    })
  }
  for (const person of people.values()) {
    person.roles.sort(byRoleOrder)
    for (const named of person.stories) named.roles.sort(byRoleOrder)
  }
  return people
}

/**
 * How many pages a person's work fills: their stories and their photographs, each
 * STORIES_PER_PAGE a page, side by side (page 2 has the next of each, while either lasts).
 */
export const personPageCount = ({ stories, photos }: Pick<Person, 'stories' | 'photos'>) =>
  Math.max(pageCount(stories.length), pageCount(photos.length))
