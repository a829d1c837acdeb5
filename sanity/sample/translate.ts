// The sample's translated stories: a share of the English stories told again in French,
// Portuguese, Arabic and Swahili from the same phrases (prose.ts), each its own story document
// with a `language`, linked to its original by a translation.metadata document, as
// @sanity/document-internationalization makes them in the Studio. Runs on a faker of its own
// after every other document is drawn, so adding it changed no English document of a seed.
import { base, en, Faker } from '@faker-js/faker'

import { LANGUAGES } from '@/lib/i18n/locales'
import { storyReadTime } from '@/lib/read-time'
import { slugify } from '@/lib/slug'
import { SOURCE_LANGUAGE, TRANSLATION_METADATA_TYPE } from '@/sanity/i18n/languages'
import type {
  ContentBlock,
  SanityImage,
  StoryDocument,
  TranslationMetadataDocument,
} from '@/sanity/sample/documents'
import { COVER_KEY } from '@/sanity/sample/photo-facts'
import type { Phrase } from '@/sanity/sample/prose'
import type { SceneSpec } from '@/sanity/sample/scene'
import {
  sampleTranslation,
  type AltWords,
  type SampleTranslation,
  type TranslationLanguage,
} from '@/sanity/sample/translations'

/** The share of the stories each language translates: a third or more in French, a fifth or more in the others. */
export const TRANSLATED_SHARE: Record<TranslationLanguage, number> = {
  fr: 0.4,
  pt: 0.24,
  ar: 0.24,
  sw: 0.24,
  ha: 0.24,
  am: 0.24,
  yo: 0.24,
}

/** What the generator knows of a story's words beyond its document (generate.ts). */
export type StoryTelling = {
  title: Phrase
  description: Phrase
  /** Text and quote blocks' phrases by block key. */
  blocks: ReadonlyMap<string, Phrase>
  /** Captions by photograph key (the cover's as COVER_KEY). */
  captions: ReadonlyMap<string, Phrase>
  /** The town the story is set in. */
  place: string
}

export type Drawing = { spec: SceneSpec; country?: string }

/** An image's description in the translation's language, from what its drawing shows. */
export function altIn(alt: AltWords, spec: SceneSpec): string {
  const fill = (template: string, slots: Record<string, string>) =>
    Object.entries(slots).reduce(
      (text, [name, value]) => text.replaceAll(`{${name}}`, value),
      template,
    )
  const counted = (table: Record<string, string>, count: number) =>
    table[String(count)] ?? table[String(Math.max(...Object.keys(table).map(Number)))] ?? ''
  switch (spec.kind) {
    case 'nature': {
      const template = spec.trees === 'none' ? alt.landscape : alt[spec.trees]
      return fill(template, {
        land: alt.land[spec.terrain] ?? '',
        lake: spec.water ? alt.lake : '',
        birds: spec.birds ? alt.birds : '',
        light: alt.light[spec.sky] ?? '',
      })
    }
    case 'people': {
      const table =
        spec.setting === 'shore' ? alt.fishers : spec.carrier ? alt.carriers : alt.walkers
      return fill(counted(table, spec.figures), { light: alt.light[spec.sky] ?? '' })
    }
    case 'city':
      return fill(spec.water ? alt.cityWater : alt.city, { light: alt.light[spec.sky] ?? '' })
    case 'animals':
      return fill(counted(alt[spec.animal], spec.count), { light: alt.light[spec.sky] ?? '' })
    case 'abstract':
      return alt.textiles[spec.style] ?? ''
    case 'portrait':
      throw new Error('Story photographs are never portraits')
  }
}

type Ids = { id: () => string; key: () => string; uuid: () => string }

/** One story told in `translation`'s language: a new document sharing the original's photographs. */
function translatedStory(
  original: StoryDocument,
  telling: StoryTelling,
  translation: SampleTranslation,
  drawings: ReadonlyMap<string, Drawing>,
  id: string,
  slug: string,
): StoryDocument {
  const { wording, words } = translation
  const tell = (phrase: Phrase | undefined) => {
    if (!phrase)
      throw new Error(`Sample story ${original._id} has text the generator did not write`)
    return phrase(wording)
  }
  const photo = <T extends SanityImage>(image: T, key: string): T => {
    const drawing = drawings.get(image.asset._ref)
    if (!drawing) throw new Error(`No drawing for ${image.asset._ref}`)
    const described = altIn(words.alt, drawing.spec)
    const where = drawing.country && words.inCountry[drawing.country]
    const alt = !where
      ? described
      : (drawing.spec.kind === 'abstract' ? words.alt.seen : words.alt.located)
          .replaceAll('{alt}', described)
          .replaceAll('{inCountry}', where)
    const caption = telling.captions.get(key)
    return {
      ...image,
      alt,
      ...(caption && { caption: tell(caption) }),
      ...(image.place && { place: translation.place(image.place) }),
    }
  }
  const content = original.content.map((block): ContentBlock => {
    switch (block._type) {
      case 'textBlock':
        return { ...block, text: tell(telling.blocks.get(block._key)) }
      case 'quoteBlock':
        return { ...block, quote: tell(telling.blocks.get(block._key)) }
      case 'imageBlock':
        return { ...block, images: block.images.map((image) => photo(image, image._key)) }
    }
  })
  const story: StoryDocument = {
    ...structuredClone(original),
    _id: id,
    language: translation.language,
    title: tell(telling.title),
    slug: { _type: 'slug', current: slug },
    description: tell(telling.description),
    cover: photo(original.cover, COVER_KEY),
    thumbnail: photo(original.thumbnail, 'thumbnail'),
    content,
  }
  return { ...story, readTime: storyReadTime(story) }
}

/** A translation.metadata document linking a story's versions, as the Studio's plugin writes it. */
function metadata(
  ids: Ids,
  versions: ReadonlyArray<{ language: string; id: string }>,
): TranslationMetadataDocument {
  return {
    _id: ids.uuid(),
    _type: TRANSLATION_METADATA_TYPE,
    schemaTypes: ['story'],
    translations: versions.map(({ language, id }) => ({
      _key: ids.key(),
      _type: 'internationalizedArrayReferenceValue',
      language,
      value: { _type: 'reference', _ref: id, _weak: true },
    })),
  }
}

/**
 * The translations of `stories` (published English stories, each with its telling), and a
 * translation.metadata document for each story that has any. Each language translates its share
 * of the stories, drawn from `seed`, leaving out stories set where it cannot name the place.
 */
export function sampleTranslations(
  seed: number,
  stories: readonly StoryDocument[],
  tellings: ReadonlyMap<string, StoryTelling>,
  drawings: ReadonlyMap<string, Drawing>,
  languages: readonly TranslationLanguage[],
): {
  stories: StoryDocument[]
  metadata: TranslationMetadataDocument[]
  drafts: StoryDocument[]
} {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(seed)
  const taken = new Set(stories.map((story) => story._id))
  const ids: Ids = {
    id: () => {
      for (;;) {
        const id = faker.string.alphanumeric({ length: 12 })
        if (!taken.has(id)) {
          taken.add(id)
          return id
        }
      }
    },
    key: () => faker.string.alphanumeric({ length: 12, casing: 'lower' }),
    uuid: () => faker.string.uuid(),
  }
  const versions = new Map<string, Array<{ language: string; id: string }>>()
  const translated: StoryDocument[] = []
  const slugsIn = new Map<TranslationLanguage, Set<string>>()
  const candidatesFor = (translation: SampleTranslation) =>
    stories.filter((story) => {
      const place = tellings.get(story._id)?.place
      return place !== undefined && !translation.words.avoidPlaces.includes(place)
    })
  /**
   * A slug for `title` in `language`, unique in it; a language not written in Latin letters
   * (Arabic, Amharic's Ge'ez) keeps the original's address, as slugs are Latin letters.
   */
  const slugFor = (language: TranslationLanguage, title: string, original: StoryDocument) => {
    const slugs = slugsIn.get(language) ?? new Set<string>()
    slugsIn.set(language, slugs)
    const inLatin = ['latin', 'african-latin'].includes(LANGUAGES[language].script)
    const first = inLatin ? slugify(title) : original.slug.current
    let slug = first
    while (slugs.has(slug))
      slug = `${first}-${faker.string.alphanumeric({ length: 4, casing: 'lower' })}`
    slugs.add(slug)
    return slug
  }
  for (const language of languages) {
    const translation = sampleTranslation(language)
    const candidates = candidatesFor(translation)
    const count = Math.min(
      candidates.length,
      Math.ceil(stories.length * TRANSLATED_SHARE[language]),
    )
    // In the stories' own order, so the newest stories are not all translated or all not.
    const chosen = new Set(faker.helpers.arrayElements(candidates, count))
    for (const original of stories.filter((story) => chosen.has(story))) {
      const telling = tellings.get(original._id)
      if (!telling) continue
      const id = ids.id()
      const slug = slugFor(language, telling.title(translation.wording), original)
      translated.push(translatedStory(original, telling, translation, drawings, id, slug))
      const group = versions.get(original._id) ?? [{ language: SOURCE_LANGUAGE, id: original._id }]
      group.push({ language, id })
      versions.set(original._id, group)
    }
  }
  const linked = new Map([...versions].map(([id, group]) => [id, metadata(ids, group)]))
  // Before the metadata is handed out: the draft's link is added to its story's.
  const drafts = draftTranslations()
  return { stories: translated, metadata: [...linked.values()], drafts }

  /**
   * A translation an editor has begun and not published: a French draft of a story already read
   * in another language, linked by its metadata as the Studio's plugin links it (a weak reference
   * to the id it will have once published). Drawn last, so the published ones stay as they were.
   */
  function draftTranslations(): StoryDocument[] {
    if (!languages.includes(DRAFT_TRANSLATION_LANGUAGE)) return []
    const translation = sampleTranslation(DRAFT_TRANSLATION_LANGUAGE)
    const original = candidatesFor(translation).find((story) => {
      const group = versions.get(story._id)
      return group && !group.some(({ language }) => language === DRAFT_TRANSLATION_LANGUAGE)
    })
    const telling = original && tellings.get(original._id)
    const links = original && linked.get(original._id)
    if (!original || !telling || !links) return []
    const id = ids.id()
    const slug = slugFor(DRAFT_TRANSLATION_LANGUAGE, telling.title(translation.wording), original)
    links.translations.push({
      _key: ids.key(),
      _type: 'internationalizedArrayReferenceValue',
      language: DRAFT_TRANSLATION_LANGUAGE,
      value: { _type: 'reference', _ref: id, _weak: true },
    })
    return [
      {
        ...translatedStory(original, telling, translation, drawings, id, slug),
        _id: `drafts.${id}`,
      },
    ]
  }
}

/** The language of the sample's one unpublished translation (sampleTranslations). */
export const DRAFT_TRANSLATION_LANGUAGE = 'fr' satisfies TranslationLanguage
