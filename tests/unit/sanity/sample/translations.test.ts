// The sample's translated stories (sanity/sample/translate.ts): how many each language has, how
// they are linked to their originals, their addresses, and that no English is left inside them.
import { isPublishedId } from '@sanity/client/csm'

import { countryName } from '@/lib/i18n/country-names'
import { COUNTRIES } from '@/lib/lists/countries'
import { isSlug, slugify } from '@/lib/slug'
import type {
  SampleDocument,
  StoryDocument,
  TranslationMetadataDocument,
} from '@/sanity/sample/documents'
import { DEFAULT_SAMPLE_SEED, generateSampleDataset } from '@/sanity/sample/generate'
import { SUBJECTS } from '@/sanity/sample/subjects'
import { altIn, DRAFT_TRANSLATION_LANGUAGE, TRANSLATED_SHARE } from '@/sanity/sample/translate'
import { SAMPLE_TRANSLATION_LANGUAGES, sampleTranslation } from '@/sanity/sample/translations'
import { nonEmpty } from '@/tests/support/non-empty'

const NOW = new Date('2026-03-01T12:00:00.000Z')
const documents = generateSampleDataset({ seed: DEFAULT_SAMPLE_SEED, now: NOW })

const isStory = (document: SampleDocument): document is StoryDocument =>
  document._type === 'story' && isPublishedId(document._id)
const stories = documents.filter(isStory)
const originals = stories.filter((story) => story.language === 'en')
const byId = new Map(stories.map((story) => [story._id, story]))
const metadata = documents.filter(
  (document): document is TranslationMetadataDocument => document._type === 'translation.metadata',
)

/** Each translation with its original, through the metadata documents. */
const pairs = metadata.flatMap((meta) => {
  const refs = meta.translations.map((entry) => ({
    language: entry.language,
    story: byId.get(entry.value?._ref ?? ''),
  }))
  const original = refs.find((entry) => entry.language === 'en')?.story
  return refs.flatMap(({ language, story }) =>
    language !== 'en' && story && original ? [{ language, story, original }] : [],
  )
})

/** Every piece of text a story's reader reads. */
function textsOf(story: StoryDocument): string[] {
  const photos = [
    story.cover,
    ...story.content.flatMap((block) => (block._type === 'imageBlock' ? block.images : [])),
  ]
  return [
    story.title,
    story.description,
    ...story.content.flatMap((block) =>
      block._type === 'textBlock'
        ? [block.text]
        : block._type === 'quoteBlock'
          ? [block.quote]
          : [],
    ),
    ...photos.flatMap((photo) => [photo.alt, photo.caption ?? '']),
  ]
}

describe('the sample translations', () => {
  it.each(SAMPLE_TRANSLATION_LANGUAGES)(
    '%s: its share of the stories, each linked to its original',
    (language) => {
      const translated = pairs.filter((pair) => pair.language === language)
      expect(translated.length).toBeGreaterThanOrEqual(
        Math.ceil(originals.length * TRANSLATED_SHARE[language]) - 3,
      )
      expect(translated.length / originals.length).toBeGreaterThanOrEqual(
        language === 'fr' ? 1 / 3 : 1 / 5,
      )
      for (const { story, original } of translated) {
        expect(story.language).toBe(language)
        expect(story._id).toMatch(/^[A-Za-z0-9]{12}$/)
        // The same story: its photographs, category, teller, country, date and credits.
        expect(story.cover.asset).toEqual(original.cover.asset)
        expect(story.content.map((block) => [block._key, block._type])).toEqual(
          original.content.map((block) => [block._key, block._type]),
        )
        expect(story.category).toEqual(original.category)
        expect(story.storyTeller).toEqual(original.storyTeller)
        expect(story.publishedOn).toBe(original.publishedOn)
        expect(story.credits).toEqual(original.credits)
      }
    },
  )

  it('links every translation once, with weak references as the Studio plugin makes them', () => {
    const translations = stories.filter((story) => story.language !== 'en')
    expect(pairs.map((pair) => pair.story._id).sort()).toEqual(
      translations.map((story) => story._id).sort(),
    )
    for (const meta of nonEmpty(metadata)) {
      expect(meta.schemaTypes).toEqual(['story'])
      for (const entry of nonEmpty(meta.translations)) {
        expect(entry._type).toBe('internationalizedArrayReferenceValue')
        expect(entry.value?._weak).toBe(true)
      }
    }
  })

  it('has one translation begun and not published: a French draft, linked as the Studio links it', () => {
    const drafts = documents.filter(
      (document): document is StoryDocument =>
        document._type === 'story' && !isPublishedId(document._id) && document.language !== 'en',
    )
    expect(drafts.map((draft) => [draft._id.split('.')[0], draft.language])).toEqual([
      ['drafts', DRAFT_TRANSLATION_LANGUAGE],
    ])
    const [draft] = drafts
    const id = draft?._id.replace(/^drafts\./, '') ?? ''
    // Nothing published at the id the metadata names: visitors never see it.
    expect(byId.has(id)).toBe(false)
    const links = metadata.filter((meta) => meta.translations.some((t) => t.value?._ref === id))
    expect(links).toHaveLength(1)
    const entry = links[0]?.translations.find((t) => t.value?._ref === id)
    expect(entry).toMatchObject({ language: 'fr', value: { _weak: true } })
    // Its original is published and read in another language already, not yet in French.
    const versions = links[0]?.translations.map((t) => t.language) ?? []
    expect(versions.filter((language) => language === 'fr')).toHaveLength(1)
    expect(versions.length).toBeGreaterThan(2)
    const original = byId.get(
      links[0]?.translations.find((t) => t.language === 'en')?.value?._ref ?? '',
    )
    expect(original?.language).toBe('en')
    expect(draft?.slug.current).not.toBe(original?.slug.current)
    expect(pairs.some((pair) => pair.story._id === id)).toBe(false)
  })

  it('gives French, Portuguese and Swahili translations a slug of their own title, and Arabic ones the original slug', () => {
    const arabic = pairs.filter((pair) => pair.language === 'ar')
    const others = pairs.filter((pair) => pair.language !== 'ar')
    expect(arabic.length).toBeGreaterThan(0)
    expect(others.length).toBeGreaterThan(0)
    for (const { story } of nonEmpty(pairs)) expect(isSlug(story.slug.current)).toBe(true)
    for (const { story, original } of arabic) {
      expect(story.slug.current).toBe(original.slug.current)
    }
    for (const { story } of others) {
      expect(story.slug.current.startsWith(slugify(story.title))).toBe(true)
    }
    for (const language of SAMPLE_TRANSLATION_LANGUAGES) {
      const slugs = pairs
        .filter((pair) => pair.language === language)
        .map((pair) => pair.story.slug.current)
      expect(new Set(slugs).size).toBe(slugs.length)
    }
  })

  it.each(SAMPLE_TRANSLATION_LANGUAGES)(
    'names each country in %s stories as the site names it in filters and headings',
    (language) => {
      const { inCountry } = sampleTranslation(language).words
      for (const country of COUNTRIES) {
        expect(inCountry[country], country).toContain(countryName(country, language))
      }
    },
  )

  it('isolates the teller’s Latin name in an Arabic description, so a number after it keeps its noun', () => {
    const arabic = pairs.filter(({ language }) => language === 'ar')
    const named = arabic.filter(({ story }) => /\p{Script=Latin}/u.test(story.description))
    expect(named.length).toBeGreaterThan(0)
    for (const { story } of named) {
      // Every Latin word inside an isolate.
      expect(story.description.replace(/\u2068[^\u2069]*\u2069/gu, '')).not.toMatch(
        /\p{Script=Latin}/u,
      )
    }
  })

  it('leaves no English sentence inside a translation', () => {
    const english = new Set(
      SUBJECTS.flatMap((subject) => [
        ...subject.sentences,
        ...subject.quotes,
        ...Object.values(subject.captions).flat(),
      ])
        .map((sentence) => sentence.split('{')[0]?.trim().slice(0, 24) ?? '')
        // Only starts long enough to be a phrase, not a name or a word shared by both languages.
        .filter((start) => start.length > 12),
    )
    expect(english.size).toBeGreaterThan(0)
    // Collected, then one assertion: an expect per sentence and start took 15-20 s.
    const left = pairs.flatMap(({ story }) =>
      textsOf(story).flatMap((text) =>
        [...english].filter((start) => text.includes(start)).map((start) => ({ start, text })),
      ),
    )
    expect(left).toEqual([])
  })

  it("writes Arabic translations in Arabic script, and every alt text in the translation's language", () => {
    for (const { story } of pairs) {
      for (const text of nonEmpty(textsOf(story))) expect(text.length).toBeGreaterThan(0)
    }
    const arabic = pairs
      .filter((pair) => pair.language === 'ar')
      .flatMap(({ story }) => textsOf(story))
    expect(arabic.length).toBeGreaterThan(0)
    for (const text of arabic) {
      // Arabic letters, and Latin only for names (a story teller's, in a description).
      expect(text).toMatch(/[\u0600-\u06FF]/)
      expect(text).not.toMatch(/\b(the|and|of|in|at)\b/i)
    }
    const fr = sampleTranslation('fr').words.alt
    expect(altIn(fr, { kind: 'city', sky: 'night', water: true })).toMatch(/ville/i)
  })

  it('elides French "de" before a town that starts with a vowel, and only then', () => {
    const { fill } = sampleTranslation('fr').wording
    expect(fill('Près de {place}.', 'Abeokuta', 'Nigeria')).toBe('Près d’Abeokuta.')
    expect(fill('Près de {place}.', 'Kumasi', 'Ghana')).toBe('Près de Kumasi.')
    expect(sampleTranslation('pt').wording.fill('Perto de {place}.', 'Abeokuta', 'Nigeria')).toBe(
      'Perto de Abeokuta.',
    )
  })
})
