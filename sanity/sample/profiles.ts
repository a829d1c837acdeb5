// What the sample says about its people beyond their names: a portrait, a short bio, a country,
// their skills and their links. Story tellers have documents from the start; each photographer
// the stories credit by name gets one here, and their photographs then credit them by reference,
// as an editor picking the person in the Studio would. Runs after every other document is drawn,
// on a faker of its own, so adding it changed no story of a given seed.
import { Faker, base, en } from '@faker-js/faker'

import { COUNTRIES, type Country } from '@/lib/lists/countries'
import { WORK_SKILLS } from '@/lib/lists/work-skills'
import { personName } from '@/lib/people'
import type { SampleName } from '@/sanity/sample/site'
import { SOCIAL_KINDS, type SocialKind } from '@/lib/social'
import type { FieldTranslations } from '@/sanity/sample/translate-fields'
import {
  CREDENTIALS,
  PHOTOGRAPHER_ROLES,
  PLANS,
  TELLER_ROLES,
  WORK_OPENINGS,
  WORK_SUBJECTS,
} from '@/sanity/sample/bio-phrases'
import type {
  PersonDocument,
  SanityImage,
  SocialLink,
  StoryDocument,
} from '@/sanity/sample/documents'
import { placesOf } from '@/sanity/sample/places'
import { handle } from '@/sanity/sample/site'

export type ProfileRole = 'teller' | 'photographer'

/** Where each kind of link points for a profile name. */
const PROFILE_URLS: Record<SocialKind, (user: string) => string> = {
  facebook: (user) => `https://www.facebook.com/${user}`,
  x: (user) => `https://x.com/${user}`,
  instagram: (user) => `https://www.instagram.com/${user}`,
  threads: (user) => `https://www.threads.net/@${user}`,
  linkedin: (user) => `https://www.linkedin.com/in/${user}`,
  youtube: (user) => `https://www.youtube.com/@${user}`,
  tiktok: (user) => `https://www.tiktok.com/@${user}`,
  other: (user) => `https://${user}.example.com`,
}

/** The skill each role always lists first. */
const LEAD_SKILL: Record<ProfileRole, (typeof WORK_SKILLS)[number]> = {
  teller: 'Visual Storytelling',
  photographer: 'Photography',
}

/** Every pairing of two phrase lists, as index pairs (in the order a deck is shuffled from). */
function pairs(left: readonly string[], right: readonly string[]): Array<[number, number]> {
  return left.flatMap((_, a) => right.map((__, b): [number, number] => [a, b]))
}

/** A pair of phrases as a sentence. */
const sentence = (
  [a, b]: readonly [number, number],
  left: readonly string[],
  join: string,
  right: readonly string[],
) => `${left[a] ?? ''}${join}${right[b] ?? ''}.`

/**
 * The photographers the published stories credit by name (not their own teller), one document
 * each, in story order; a name that is already a person's is credited to that person.
 */
export function photographerPersons(
  stories: readonly StoryDocument[],
  persons: readonly PersonDocument[],
  names: ReadonlyMap<string, SampleName>,
  newId: () => string,
): { photographers: PersonDocument[]; idByName: Map<string, string> } {
  const idByName = new Map(persons.map((person) => [personName(person), person._id]))
  const photographers: PersonDocument[] = []
  for (const story of stories) {
    for (const photo of [
      story.cover,
      ...story.content.flatMap((b) => ('images' in b ? b.images : [])),
    ]) {
      const name = photo.credit?.name
      const parts = name ? names.get(name) : undefined
      if (!name || !parts || idByName.has(name)) continue
      const person: PersonDocument = { _id: newId(), _type: 'person', ...parts }
      photographers.push(person)
      idByName.set(name, person._id)
    }
  }
  return { photographers, idByName }
}

/** The story with each photograph credited by name to a person of `idByName` credited by reference. */
export function creditByReference(
  story: StoryDocument,
  idByName: ReadonlyMap<string, string>,
): StoryDocument {
  function credited<T extends SanityImage>(image: T): T {
    const id = image.credit?.name ? idByName.get(image.credit.name) : undefined
    return id ? { ...image, credit: { person: { _type: 'reference', _ref: id } } } : image
  }
  return {
    ...story,
    cover: credited(story.cover),
    content: story.content.map((block) =>
      block._type === 'imageBlock' ? { ...block, images: block.images.map(credited) } : block,
    ),
  }
}

/**
 * Fills in people's profiles from a faker seeded with `seed`. Bios are dealt, not drawn: each
 * sentence past the first (which names the person) comes off a shuffled deck of every pairing
 * of its two phrase lists, so no two people share a sentence; once a deck is spent (144 people
 * for the smaller) the bios that follow are shorter.
 */
export function sampleProfiles(seed: number, translations?: FieldTranslations) {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(seed)
  const works = faker.helpers.shuffle(pairs(WORK_OPENINGS, WORK_SUBJECTS))
  const credentials = faker.helpers.shuffle(pairs(CREDENTIALS, PLANS))

  return function withProfile(
    person: PersonDocument,
    role: ProfileRole,
    /** The countries of the stories they are named on: theirs is one of them. */
    storyCountries: readonly Country[],
    portrait: SanityImage,
  ): PersonDocument {
    const country = faker.helpers.arrayElement(
      storyCountries.length > 0 ? storyCountries : COUNTRIES,
    )
    const town = faker.helpers.arrayElement(placesOf(country))
    const roles = role === 'teller' ? TELLER_ROLES : PHOTOGRAPHER_ROLES
    const title = faker.helpers.arrayElement(roles)
    const first = `${personName(person)} is ${/^[aeiou]/.test(title) ? 'an' : 'a'} ${title} based in ${town}, ${country}.`
    const work = works.splice(0, 1)[0]
    const credential = credentials.splice(0, 1)[0]
    const bio = [
      first,
      ...(work ? [sentence(work, WORK_OPENINGS, ' ', WORK_SUBJECTS)] : []),
      ...(credential ? [sentence(credential, CREDENTIALS, ', and ', PLANS)] : []),
    ].join(' ')
    const bioTranslations = translations?.personBio({
      name: personName(person),
      role,
      title: roles.findIndex((candidate) => candidate === title),
      town,
      country,
      ...(person.gender && { gender: person.gender }),
      ...(work && { work }),
      ...(credential && { credential }),
    })
    const lead = LEAD_SKILL[role]
    const others = faker.helpers.arrayElements(
      WORK_SKILLS.filter((skill) => skill !== lead),
      { min: 2, max: 4 },
    )
    const skills = WORK_SKILLS.filter((skill) => skill === lead || others.includes(skill))
    const user = handle(person.firstName, person.lastName)
    const kinds = faker.helpers.arrayElements(SOCIAL_KINDS, { min: 0, max: 3 })
    const socialLinks: SocialLink[] = kinds.map((kind) => ({
      _key: faker.string.alphanumeric({ length: 12, casing: 'lower' }),
      _type: 'socialLink',
      kind,
      url: PROFILE_URLS[kind](user),
    }))
    return {
      ...person,
      portrait,
      bio,
      bioTranslations,
      country,
      work: skills,
      socialLinks,
    }
  }
}
