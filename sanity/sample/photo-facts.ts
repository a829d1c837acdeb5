// Fills in each story photograph's caption, credit and place, as a photographer's notes would:
// the story's town, what its drawing shows in the story's own terms (subjects/*.json), and the
// story's photographer (linked to the story teller's
// document when they took the pictures themselves). Runs on its own seeded faker after the
// stories are drawn, so adding it changed no other field of a given seed's dataset.
import { Faker, base, en } from '@faker-js/faker'

import type { Credit, SanityImage, StoryDocument } from '@/sanity/sample/documents'
import { ENGLISH, storyWriter, type Phrase, type Picker } from '@/sanity/sample/prose'
import type { SceneKey, Subject } from '@/sanity/sample/subjects'

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

/** The story's Photography credit as a per-photo credit: its teller by reference, or the name. */
function photographer(story: StoryDocument, tellerName: string): NonNullable<Facts['credit']> {
  const credit = story.credits.find((line: Credit) => line.title === 'Photography')
  if (!credit || credit.content === tellerName) {
    return { person: { _type: 'reference', _ref: story.storyTeller._ref } }
  }
  return { name: credit.content }
}

/** What the generator knows of each story and photograph that its document does not hold. */
export type StoryFacts = {
  about: (story: StoryDocument) => { subject: Subject; place: string } | undefined
  scene: (photo: SanityImage) => SceneKey | undefined
  /** Hears each caption as a phrase (by the photograph's `_key`, the cover's as COVER_KEY). */
  captioned?: (storyId: string, photoKey: string, caption: Phrase) => void
}

/** The key a story's cover is captioned under (it has no `_key` of its own). */
export const COVER_KEY = 'cover'

export function samplePhotoFacts(seed: number, known: StoryFacts) {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(seed)
  const pick: Picker = {
    element: (items) => faker.helpers.arrayElement(items),
    int: (min, max) => faker.number.int({ min, max }),
  }
  const writer = storyWriter(pick)

  /** The story with every photograph's facts filled in (a new object; the input is kept). */
  return function withPhotoFacts(story: StoryDocument, tellerName: string): StoryDocument {
    const credit = photographer(story, tellerName)
    const about = known.about(story)
    if (!about) throw new Error(`No subject for sample story ${story._id}`)
    const { subject, place } = about
    const words = writer(subject, place, story.country)
    const owner = credit.name ?? tellerName
    const year = story.publishedOn.slice(0, 4)
    const license = licenseFor(story)
    const rights = {
      copyrightNotice: `© ${year} ${owner}`,
      ...(license && { license }),
    }
    const facts = (photo: SanityImage, key: string): Facts => {
      const scene = known.scene(photo) ?? subject.scenes[0] ?? 'hills'
      const caption = words.caption(scene)
      known.captioned?.(story._id, key, caption)
      return { caption: caption(ENGLISH), credit, place, ...rights }
    }
    return {
      ...story,
      cover: { ...story.cover, ...facts(story.cover, COVER_KEY) },
      content: story.content.map((block) =>
        block._type === 'imageBlock'
          ? {
              ...block,
              images: block.images.map((image) => ({ ...image, ...facts(image, image._key) })),
            }
          : block,
      ),
    }
  }
}
