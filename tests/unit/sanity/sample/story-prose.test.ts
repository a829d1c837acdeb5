// The sample reads as writing, not as a template (issue 27): checked over whole generated
// datasets, for the shipped seed and two others.
import { isPublishedId } from '@sanity/client/csm'

import { COUNTRIES } from '@/lib/lists/countries'
import { personName } from '@/lib/people'
import { READ_TIME_MINUTES, storyReading, storyReadTime } from '@/lib/read-time'
import type {
  PersonDocument,
  SampleDocument,
  SanityImage,
  StoryDocument,
  TeamMemberDocument,
} from '@/sanity/sample/documents'
import { DEFAULT_SAMPLE_SEED, generateSampleDataset } from '@/sanity/sample/generate'
import { ALL_PLACES } from '@/sanity/sample/places'
import { describeScene, describeSceneInWords } from '@/sanity/sample/scene'
import { fill, SCENES, sceneFits, SUBJECTS, type SceneKey } from '@/sanity/sample/subjects'
import { nonEmpty } from '@/tests/support/non-empty'

const NOW = new Date('2026-03-01T12:00:00.000Z')
const SEEDS = [DEFAULT_SAMPLE_SEED, 7, 2027]
/** The most stories one sentence may appear in, once names, places and numbers are masked. */
const MAX_STORIES_PER_SENTENCE = 3

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|dozen|first|second|third|last'

const assetIdOf = (image: SanityImage) => image.asset._ref.split('-')[1] ?? ''
const photosOf = (story: StoryDocument): SanityImage[] => [
  story.cover,
  ...story.content.flatMap((block) => (block._type === 'imageBlock' ? block.images : [])),
]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A masker that hides every name, place and number, so templates compare as one sentence. */
function masker(names: readonly string[]): (sentence: string) => string {
  const proper = [...new Set([...names, ...ALL_PLACES, ...COUNTRIES])]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
  const pattern = new RegExp(proper.map(escape).join('|'), 'g')
  const numbers = new RegExp(`\\b(${NUMBER_WORDS})\\b|\\d+`, 'gi')
  return (sentence) => sentence.replace(pattern, '<name>').replace(numbers, '<n>')
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/** Every sentence of a story's text, quotes and captions (its description is the spec's). */
function storySentences(story: StoryDocument): string[] {
  const blocks = story.content.flatMap((block) =>
    block._type === 'textBlock'
      ? sentencesOf(block.text)
      : block._type === 'quoteBlock'
        ? sentencesOf(block.quote)
        : [],
  )
  return [...blocks, ...photosOf(story).flatMap((photo) => sentencesOf(photo.caption ?? ''))]
}

describe.each(SEEDS)('the sample prose, seed %i', (seed) => {
  const documents: SampleDocument[] = generateSampleDataset({ seed, now: NOW })
  const stories = documents.filter(
    (document): document is StoryDocument =>
      document._type === 'story' && document.language === 'en' && isPublishedId(document._id),
  )
  const persons = documents.filter(
    (document): document is PersonDocument => document._type === 'person',
  )
  const team = documents.filter(
    (document): document is TeamMemberDocument => document._type === 'teamMember',
  )
  const names = [...persons, ...team].flatMap((person) => [person.firstName, person.lastName])
  const credited = stories.flatMap((story) => story.credits.map((credit) => credit.content))
  const mask = masker([...names, ...credited])

  it(`repeats no sentence in more than ${MAX_STORIES_PER_SENTENCE} stories, nor twice in one`, () => {
    const storiesBySentence = new Map<string, number>()
    for (const story of nonEmpty(stories)) {
      const masked = storySentences(story).map(mask)
      const twice = masked.filter((sentence, index) => masked.indexOf(sentence) !== index)
      expect(twice, story.title).toEqual([])
      for (const sentence of masked) {
        storiesBySentence.set(sentence, (storiesBySentence.get(sentence) ?? 0) + 1)
      }
    }
    const worn = [...storiesBySentence].filter(([, count]) => count > MAX_STORIES_PER_SENTENCE)
    expect(worn).toEqual([])
  })

  it('gives every story a title of its own', () => {
    const titles = stories.map((story) => story.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('never gives two photographs of one story the same caption', () => {
    for (const story of nonEmpty(stories)) {
      const captions = photosOf(story).map((photo) => photo.caption)
      expect(new Set(captions).size, story.title).toBe(captions.length)
    }
  })

  it('captions each photograph with words written for what its drawing shows', () => {
    for (const story of stories) {
      for (const photo of nonEmpty(photosOf(story))) {
        const spec = describeScene(assetIdOf(photo))
        const written = SUBJECTS.some((subject) =>
          Object.entries(subject.captions).some(
            ([scene, captions]) =>
              SCENES[scene as SceneKey].matches(spec) &&
              captions.some(
                (caption) => fill(caption, photo.place ?? '', story.country) === photo.caption,
              ),
          ),
        )
        expect(written, `${story.title}: ${photo.caption} (${photo.alt})`).toBe(true)
        expect(photo.alt.startsWith(describeSceneInWords(spec))).toBe(true)
      }
    }
  })

  it('sets each story in a place that fits its subject: fishermen on a shore, dunes in a desert', () => {
    for (const story of nonEmpty(stories)) {
      const place = story.cover.place ?? ''
      // The subject whose captions the story's photographs carry.
      const subject = SUBJECTS.find((candidate) =>
        photosOf(story).every((photo) =>
          Object.values(candidate.captions).some((captions) =>
            captions.some((caption) => fill(caption, place, story.country) === photo.caption),
          ),
        ),
      )
      expect(subject, story.title).toBeDefined()
      expect(subject?.places.get(story.country), story.title).toContain(place)
      expect(subject?.countries, story.title).toContain(story.country)
    }
  })

  it('draws nothing its place could not show: a harbour only on water, dunes only in a desert', () => {
    const keys = Object.keys(SCENES) as SceneKey[]
    for (const story of nonEmpty(stories)) {
      const country = COUNTRIES.find((name) => name === story.country)
      expect(country, story.title).toBeDefined()
      for (const photo of nonEmpty(photosOf(story))) {
        const spec = describeScene(assetIdOf(photo))
        const shown = keys.filter((key) => SCENES[key].matches(spec))
        const fits = shown.some((key) => country && sceneFits(key, country, photo.place ?? ''))
        expect(fits, `${story.title}: ${photo.caption} (${photo.alt})`).toBe(true)
      }
    }
  })

  it('shows the read time its words and photographs take, more never reading as fewer minutes', () => {
    const readings = stories.map((story) => ({ story, ...storyReading(story) }))
    for (const { story } of nonEmpty(readings)) {
      expect(story.readTime, story.title).toBe(storyReadTime(story))
      expect(story.readTime).toBeGreaterThanOrEqual(READ_TIME_MINUTES.min)
      expect(story.readTime).toBeLessThanOrEqual(READ_TIME_MINUTES.max)
    }
    // Every pair of stories where one has at least the other's words and photographs.
    const ordered = readings.flatMap((more) =>
      readings
        .filter(
          (fewer) =>
            fewer !== more && more.words >= fewer.words && more.photographs >= fewer.photographs,
        )
        .map((fewer) => ({ more, fewer })),
    )
    expect(ordered.length).toBeGreaterThan(readings.length)
    for (const { more, fewer } of ordered) {
      expect(more.story.readTime).toBeGreaterThanOrEqual(fewer.story.readTime)
    }
  })

  it('draws every person and team member as a portrait, described as one', () => {
    const portraits = [
      ...persons.map((person) => ({ person, portrait: person.portrait })),
      ...team.map((person) => ({ person, portrait: person.portrait })),
    ]
    expect(team.length).toBeGreaterThan(0)
    for (const { person, portrait } of portraits) {
      expect(portrait).toBeDefined()
      if (!portrait) continue
      const spec = describeScene(assetIdOf(portrait))
      expect(spec.kind).toBe('portrait')
      const words = describeSceneInWords(spec)
      expect(portrait.alt).toMatch(new RegExp(`^A drawn portrait of ${escape(personName(person))}`))
      expect(portrait.alt.endsWith(`${words.charAt(0).toLowerCase()}${words.slice(1)}`)).toBe(true)
    }
  })

  it('writes each team member a bio that shares no sentence with another', () => {
    const sentences = team.flatMap((member) => sentencesOf(member.bio))
    expect(new Set(sentences).size).toBe(sentences.length)
  })
})
