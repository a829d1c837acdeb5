// Fills in each story photograph's caption, credit and place, as a photographer's notes would:
// a town of the story's country, and the story's photographer (linked to the story teller's
// document when they took the pictures themselves). Runs on its own seeded faker after the
// stories are drawn, so adding it changed no other field of a given seed's dataset.
import { Faker, base, en } from '@faker-js/faker'

import { COUNTRIES, type Country } from '@/lib/lists/countries'
import type { Credit, SanityImage, StoryDocument } from '@/sanity/sample/documents'
import { PLACES } from '@/sanity/sample/places'
import { photoCaption, type Picker } from '@/sanity/sample/prose'

type Facts = Pick<SanityImage, 'caption' | 'credit' | 'place' | 'copyrightNotice' | 'license'>

/**
 * The terms a sample story's photographs are published under, one per story in turn: three
 * Creative Commons licences, and all rights reserved (no licence, the copyright notice alone).
 */
export const SAMPLE_LICENSES = [
  'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  'https://creativecommons.org/licenses/by-nc/4.0/',
  'https://creativecommons.org/licenses/by/4.0/',
  null,
] as const

/** A story's licence, from its id (not the faker: adding it changed no other field). */
function licenseFor(story: StoryDocument): string | undefined {
  const sum = [...story._id].reduce((total, char) => total + char.charCodeAt(0), 0)
  return SAMPLE_LICENSES[sum % SAMPLE_LICENSES.length] ?? undefined
}

function isCountry(value: string): value is Country {
  return COUNTRIES.some((country) => country === value)
}

/** The story's Photography credit as a per-photo credit: its teller by reference, or the name. */
function photographer(story: StoryDocument, tellerName: string): NonNullable<Facts['credit']> {
  const credit = story.credits.find((line: Credit) => line.title === 'Photography')
  if (!credit || credit.content === tellerName) {
    return { person: { _type: 'reference', _ref: story.storyTeller._ref } }
  }
  return { name: credit.content }
}

export function samplePhotoFacts(seed: number) {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(seed)
  const pick: Picker = {
    element: (items) => faker.helpers.arrayElement(items),
    int: (min, max) => faker.number.int({ min, max }),
  }

  /** The story with every photograph's facts filled in (a new object; the input is kept). */
  return function withPhotoFacts(story: StoryDocument, tellerName: string): StoryDocument {
    const credit = photographer(story, tellerName)
    const places = isCountry(story.country) ? PLACES[story.country] : [story.country]
    const owner = credit.name ?? tellerName
    const year = story.publishedOn.slice(0, 4)
    const license = licenseFor(story)
    const rights = {
      copyrightNotice: `© ${year} ${owner}`,
      ...(license && { license }),
    }
    const facts = (): Facts => {
      const place = pick.element(places)
      return { caption: photoCaption(pick, place), credit, place, ...rights }
    }
    return {
      ...story,
      cover: { ...story.cover, ...facts() },
      content: story.content.map((block) =>
        block._type === 'imageBlock'
          ? { ...block, images: block.images.map((image) => ({ ...image, ...facts() })) }
          : block,
      ),
    }
  }
}
