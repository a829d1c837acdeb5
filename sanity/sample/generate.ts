// Generates the embedded sample dataset as Sanity documents: categories, story tellers,
// stories, one image asset per image, and a few drafts and release versions the published
// site must never show. Pure and synchronous: the same seed, `now` and story count always
// give deep-equal documents (every date derives from `now`, never from the clock).
import { base, en, en_GH, Faker, fr_SN, yo_NG, zu_ZA } from '@faker-js/faker'

import { storyCountryInText } from '@/lib/i18n/country-names'
import { COUNTRIES, type Country } from '@/lib/lists/countries'
import {
  COMPANY_CREDIT_TITLES,
  PERSON_CREDIT_TITLES,
  type CreditTitle,
} from '@/lib/lists/credit-titles'
import { GENRES, type Genre } from '@/lib/lists/genres'
import { IMAGE_LAYOUTS, type ImageLayout } from '@/lib/lists/image-layouts'
import { WORK_SKILLS } from '@/lib/lists/work-skills'
import { personName } from '@/lib/people'
import type { GrammaticalGender } from '@/lib/lists/grammatical-genders'
import { storyReadTime } from '@/lib/read-time'
import { slugify } from '@/lib/slug'
import { DEFAULT_DATASET, LOCAL_IMAGE_BASE_URL, LOCAL_PROJECT_ID } from '@/lib/settings'
import { SOURCE_LANGUAGE } from '@/sanity/i18n/languages'
import type {
  CategoryDocument,
  ContentBlock,
  Credit,
  ImageAssetDocument,
  PersonDocument,
  SampleDocument,
  SanityImage,
  StoryDocument,
} from '@/sanity/sample/documents'
import { samplePhotoFacts } from '@/sanity/sample/photo-facts'
import { sampleTranslations, type Drawing, type StoryTelling } from '@/sanity/sample/translate'
import { sampleFieldTranslations } from '@/sanity/sample/translate-fields'
import {
  SAMPLE_TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '@/sanity/sample/translations'
import {
  creditByReference,
  photographerPersons,
  sampleProfiles,
  type ProfileRole,
} from '@/sanity/sample/profiles'
import { sampleSiteSettings, sampleTeam, type SampleName } from '@/sanity/sample/site'
import {
  ENGLISH,
  storyDescription,
  storyWriter,
  type Phrase,
  type Picker,
  type StoryWords,
} from '@/sanity/sample/prose'
import {
  describeScene,
  describeSceneInWords,
  SCENE_KINDS,
  sceneDominantColor,
  sceneLqip,
  withSceneKind,
  type DrawnKind,
  type SceneKind,
  type SceneSpec,
} from '@/sanity/sample/scene'
import { PORTRAIT_FACE } from '@/sanity/sample/scene-portrait'
import {
  SCENES,
  scenesAt,
  SUBJECTS,
  subjectFor,
  type SceneKey,
  type Subject,
} from '@/sanity/sample/subjects'

export const DEFAULT_SAMPLE_SEED = 54
export const DEFAULT_STORY_COUNT = 50
export const SAMPLE_CATEGORY_COUNT = 6
export const SAMPLE_PERSON_COUNT = 12
export const PUBLISHED_WITHIN_DAYS = 60

/** Sample images are these layout sizes times SAMPLE_IMAGE_SCALE. */
export const SAMPLE_IMAGE_SCALE = 3
export const SAMPLE_IMAGE_SIZES = {
  categoryCover: { width: 437, height: 296 },
  storyCover: { width: 287, height: 359 },
  storyThumbnail: { width: 437, height: 546 },
  blockImage: { width: 800, height: 600 },
  teamPortrait: { width: 320, height: 400 },
  personPortrait: { width: 320, height: 400 },
} as const
/** The scene kinds content-block images are drawn from. */
export const BLOCK_IMAGE_KINDS: readonly SceneKind[] = SCENE_KINDS

/** Marks the title of every unpublished document, so tests can prove none is ever shown. */
export const DRAFT_TITLE_MARKER = '[Draft]'
export const RELEASE_TITLE_MARKER = '[Release]'
export const SAMPLE_RELEASE_NAME = 'rAutumn2026'
export const DRAFT_COPY_COUNT = 3
export const RELEASE_VERSION_COUNT = 2

/** Equipment Support credits a company; its name always ends with one of these. */
export const COMPANY_NAME_SUFFIXES = ['Hire', 'Rentals', 'Supply Co.', 'Ltd', 'Studios', 'Works']

export type GenerateSampleOptions = {
  seed?: number
  now?: Date
  storyCount?: number
  /** The languages a share of the stories is translated into (translate.ts); all by default. */
  languages?: readonly TranslationLanguage[]
}

const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

/** The scenes that suit each genre; a story's cover and most of its pictures use one. */
const GENRE_KINDS: Record<Genre, readonly SceneKind[]> = {
  Portrait: ['people'],
  Landscape: ['nature'],
  Wildlife: ['animals'],
  Street: ['city', 'people'],
  Documentary: ['people', 'city'],
  Cultural: ['people', 'abstract'],
  Architecture: ['city'],
  Nature: ['nature', 'animals'],
  Travel: ['nature', 'city'],
  Fashion: ['people', 'abstract'],
  Photojournalism: ['people', 'city'],
  'Fine Art': ['abstract', 'nature'],
}

const COMPANY_WORDS = [
  'Baobab',
  'Savanna',
  'Sahel',
  'Kalahari',
  'Zambezi',
  'Atlas',
  'Rift Valley',
  'Harmattan',
  'Acacia',
  'Sankofa',
  'Kilimanjaro',
  'Okavango',
  'Namib',
  'Volta',
]
const COMPANY_TRADES = ['Camera', 'Optics', 'Imaging', 'Lens', 'Photo', 'Light & Grip']

/** Name locales for story tellers and crew: Ghanaian, Senegalese, Yorùbá and Zulu names. */
const NAME_LOCALES = [en_GH, fr_SN, yo_NG, zu_ZA]

const COMPANY_TITLES = new Set<string>(COMPANY_CREDIT_TITLES)
const OTHER_CREDIT_TITLES = [
  ...PERSON_CREDIT_TITLES.filter((title) => title !== 'Photography'),
  ...COMPANY_CREDIT_TITLES,
]

type ImageSize = { width: number; height: number }

type Context = {
  faker: Faker
  pick: Picker
  namers: Faker[]
  now: number
  ids: Set<string>
  slugs: Set<string>
  assets: ImageAssetDocument[]
  /** Each crew name the credits made, as first and last name (for its person document). */
  names: Map<string, SampleName>
  /** How many stories each subject has told so far (subjects.ts spreads them). */
  told: Map<string, number>
  /** The most stories one subject may tell: the stories shared out evenly, rounded up. */
  subjectCap: number
  words: ReturnType<typeof storyWriter>
  /** Each story's subject and place, by story id, for its captions (photo-facts.ts). */
  about: Map<string, About>
  /** The scene each image was drawn as, by asset reference, for its caption. */
  scenes: Map<string, SceneKey>
  /** What each image's alt text says, by asset reference, to say it in another language. */
  drawings: Map<string, Drawing>
  /** Each story's text as phrases, by story id, to tell it in another language. */
  scripts: Map<string, StoryScript>
}

/** A story's own words as phrases: its title, description and text and quote blocks (by key). */
export type StoryScript = { title: Phrase; description: Phrase; blocks: Map<string, Phrase> }

export type About = { subject: Subject; place: string }

function uniqueId(context: Context, length: number): string {
  for (;;) {
    const id = context.faker.string.alphanumeric({ length })
    if (!context.ids.has(id)) {
      context.ids.add(id)
      return id
    }
  }
}

/** An array item `_key`, unique within its array in practice (36^12 possibilities). */
function key(context: Context): string {
  return context.faker.string.alphanumeric({ length: 12, casing: 'lower' })
}

/** slugify(title), with a short suffix if another story already has it. */
function uniqueSlug(context: Context, title: string): string {
  const base = slugify(title)
  let slug = base
  while (context.slugs.has(slug)) {
    slug = `${base}-${context.faker.string.alphanumeric({ length: 4, casing: 'lower' })}`
  }
  context.slugs.add(slug)
  return slug
}

function fraction(context: Context, min: number, max: number): number {
  return Math.round(context.faker.number.float({ min, max }) * 1000) / 1000
}

/** About a third of the images get a hotspot, and half of those a crop too. */
function focus(context: Context): Pick<SanityImage, 'hotspot' | 'crop'> {
  if (!context.faker.datatype.boolean({ probability: 0.3 })) return {}
  const hotspot = {
    _type: 'sanity.imageHotspot' as const,
    x: fraction(context, 0.3, 0.7),
    y: fraction(context, 0.3, 0.7),
    height: fraction(context, 0.2, 0.5),
    width: fraction(context, 0.2, 0.5),
  }
  if (!context.faker.datatype.boolean()) return { hotspot }
  return {
    hotspot,
    crop: {
      _type: 'sanity.imageCrop',
      top: fraction(context, 0, 0.12),
      bottom: fraction(context, 0, 0.12),
      left: fraction(context, 0, 0.12),
      right: fraction(context, 0, 0.12),
    },
  }
}

/**
 * A new image asset (its document goes into context.assets) and a field using it: a drawing of
 * `kind`, or of the named scene (its id is drawn again until the drawing is that scene).
 */
function image(
  context: Context,
  drawn: DrawnKind | { scene: SceneKey },
  size: ImageSize,
  place?: string,
): SanityImage {
  const scene = typeof drawn === 'string' ? undefined : SCENES[drawn.scene]
  const kind = typeof drawn === 'string' ? drawn : SCENES[drawn.scene].kind
  const width = size.width * SAMPLE_IMAGE_SCALE
  const height = size.height * SAMPLE_IMAGE_SCALE
  let assetId: string
  let spec: SceneSpec
  do {
    const hex = context.faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' })
    assetId = withSceneKind(hex, kind)
    spec = describeScene(assetId)
  } while (context.ids.has(assetId) || (scene && !scene.matches(spec)))
  context.ids.add(assetId)
  const id = `image-${assetId}-${width}x${height}-jpg`
  if (typeof drawn !== 'string') context.scenes.set(id, drawn.scene)
  context.drawings.set(id, { spec, ...(place !== undefined && { country: place }) })
  const words = describeSceneInWords(spec)
  // Where the asset lives, as Sanity records it; the embedded image pipeline serves that path.
  const path = `images/${LOCAL_PROJECT_ID}/${DEFAULT_DATASET}/${assetId}-${width}x${height}.jpg`
  context.assets.push({
    _id: id,
    _type: 'sanity.imageAsset',
    assetId,
    // Sanity's asset id is the file's SHA-1; the drawn sample images have no file, so it stands in.
    sha1hash: assetId,
    path,
    url: `${LOCAL_IMAGE_BASE_URL}/${path}`,
    extension: 'jpg',
    mimeType: 'image/jpeg',
    originalFilename: `${kind}-${assetId.slice(0, 8)}.jpg`,
    size: Math.round(width * height * context.faker.number.float({ min: 0.12, max: 0.22 })),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      lqip: sceneLqip(assetId, width, height),
      palette: {
        _type: 'sanity.imagePalette',
        dominant: { _type: 'sanity.imagePaletteSwatch', background: sceneDominantColor(assetId) },
      },
    },
  })
  const where = place && storyCountryInText(place, 'en')
  const alt = !where
    ? words
    : spec.kind === 'abstract'
      ? `${words}, seen in ${where}`
      : `${words} in ${where}`
  return {
    _type: 'image',
    asset: { _type: 'reference', _ref: id },
    alt,
    ...focus(context),
  }
}

function drawName(context: Context): SampleName {
  const namer = context.faker.helpers.arrayElement(context.namers)
  // Pass a sex: some of these locales hold a single "generic" first name. The name's sex is the
  // person's grammatical gender, which every sample person has (editors may leave it unset).
  const sex = namer.person.sexType()
  const firstName = namer.person.firstName(sex)
  const gender: GrammaticalGender = sex === 'female' ? 'feminine' : 'masculine'
  return { firstName, lastName: namer.person.lastName(), gender }
}

function companyName(context: Context): string {
  const { helpers } = context.faker
  return `${helpers.arrayElement(COMPANY_WORDS)} ${helpers.arrayElement(COMPANY_TRADES)} ${helpers.arrayElement(COMPANY_NAME_SUFFIXES)}`
}

/** Of the story's `scenes`, the one drawn least so far (`drawn` counts them), ties at random. */
function nextScene(
  context: Context,
  scenes: readonly SceneKey[],
  drawn: Map<SceneKey, number>,
): SceneKey {
  const least = Math.min(...scenes.map((scene) => drawn.get(scene) ?? 0))
  const scene = context.faker.helpers.arrayElement(
    scenes.filter((candidate) => (drawn.get(candidate) ?? 0) === least),
  )
  drawn.set(scene, least + 1)
  return scene
}

function contentBlocks(
  context: Context,
  scenes: readonly SceneKey[],
  words: StoryWords,
  country: string,
  script: Map<string, Phrase>,
): ContentBlock[] {
  const { faker } = context
  const count = faker.number.int({ min: 5, max: 9 })
  const images = Math.round(count * 0.6)
  const rest = count - images
  const quotes = faker.number.int({ min: 1, max: Math.max(1, Math.floor(rest / 2)) })
  const texts = rest - quotes
  const plan = faker.helpers.shuffle([
    ...Array<'image'>(images).fill('image'),
    ...Array<'text'>(texts).fill('text'),
    ...Array<'quote'>(quotes).fill('quote'),
  ])
  // A story never opens on a pull quote.
  const firstText = plan.indexOf('text')
  if (plan[0] === 'quote' && firstText > 0) [plan[0], plan[firstText]] = ['text', 'quote']
  // Shorter paragraphs when there are several text blocks, so a story never runs out of its
  // subject's sentences (18 a subject: 3 blocks of 3 paragraphs of 2).
  const sentences: readonly [number, number] = texts > 1 ? [2, 2] : [2, 3]
  // The cover shows the first scene; the photographs spread over all the place can show.
  const drawn = new Map<SceneKey, number>([[scenes[0] ?? 'hills', 1]])

  return plan.map((type): ContentBlock => {
    if (type === 'text') {
      const _key = key(context)
      const text = words.text(sentences)
      script.set(_key, text)
      return { _key, _type: 'textBlock', text: text(ENGLISH) }
    }
    if (type === 'quote') {
      const _key = key(context)
      const quote = words.quote()
      script.set(_key, quote)
      return { _key, _type: 'quoteBlock', quote: quote(ENGLISH) }
    }
    const layout = faker.helpers.weightedArrayElement<ImageLayout>([
      { weight: 4, value: 'full' },
      { weight: 3, value: 'pair' },
      { weight: 3, value: 'block' },
    ])
    return {
      _key: key(context),
      _type: 'imageBlock',
      layout,
      images: Array.from({ length: IMAGE_LAYOUTS[layout].images }, () => {
        const scene = nextScene(context, scenes, drawn)
        const field = image(context, { scene }, SAMPLE_IMAGE_SIZES.blockImage, country)
        return { _key: key(context), ...field }
      }),
    }
  })
}

function credits(context: Context, teller: string): Credit[] {
  const { faker } = context
  const titles: CreditTitle[] = [
    'Photography',
    ...faker.helpers.arrayElements(OTHER_CREDIT_TITLES, faker.number.int({ min: 1, max: 3 })),
  ]
  return titles.map((title) => {
    let content: string
    if (COMPANY_TITLES.has(title)) content = companyName(context)
    else if (title === 'Photography' && faker.datatype.boolean()) content = teller
    else {
      const name = drawName(context)
      content = personName(name)
      context.names.set(content, name)
    }
    return { _key: key(context), _type: 'credit', title, content }
  })
}

function story(
  context: Context,
  category: CategoryDocument,
  persons: PersonDocument[],
  titleMarker?: string,
): StoryDocument {
  const { faker, pick } = context
  const genre = GENRES.find((name) => name === category.title) ?? 'Travel'
  // One subject in one place: every word and drawing of the story is about it.
  const subject = subjectFor(genre, context.told, context.subjectCap, pick)
  const country = faker.helpers.arrayElement(subject.countries)
  const place = faker.helpers.arrayElement(subject.places.get(country) ?? [])
  const words = context.words(subject, place, country)
  const cover = subject.scenes[0] ?? 'hills'
  const teller = faker.helpers.arrayElement(persons)
  const tellerName = personName(teller)
  const titlePhrase = words.title()
  const baseTitle = titlePhrase(ENGLISH)
  const title = titleMarker ? `${titleMarker} ${baseTitle}` : baseTitle
  const ageMs = faker.number.int({
    min: MINUTE_MS,
    max: PUBLISHED_WITHIN_DAYS * DAY_MS - MINUTE_MS,
  })
  const id = uniqueId(context, 12)
  context.about.set(id, { subject, place })
  const description = storyDescription(
    pick,
    subject,
    country,
    tellerName,
    teller.gender ?? undefined,
  )
  const blocks = new Map<string, Phrase>()
  context.scripts.set(id, { title: titlePhrase, description, blocks })
  return {
    _id: id,
    _type: 'story',
    language: SOURCE_LANGUAGE,
    title,
    slug: { _type: 'slug', current: uniqueSlug(context, title) },
    description: description(ENGLISH),
    cover: image(context, { scene: cover }, SAMPLE_IMAGE_SIZES.storyCover, country),
    thumbnail: image(context, { scene: cover }, SAMPLE_IMAGE_SIZES.storyThumbnail, country),
    // Counted once the captions are written (withFacts in generateSampleDataset).
    readTime: 0,
    category: { _type: 'reference', _ref: category._id },
    publishedOn: new Date(context.now - ageMs).toISOString(),
    storyTeller: { _type: 'reference', _ref: teller._id },
    country,
    work: faker.helpers.arrayElements(WORK_SKILLS, { min: 3, max: 5 }),
    content: contentBlocks(context, scenesAt(subject, country, place), words, country, blocks),
    credits: credits(context, tellerName),
  }
}

export function generateSampleDataset(options: GenerateSampleOptions = {}): SampleDocument[] {
  const seed = options.seed ?? DEFAULT_SAMPLE_SEED
  const now = options.now ?? new Date()
  const storyCount = options.storyCount ?? DEFAULT_STORY_COUNT
  if (!Number.isInteger(seed)) throw new RangeError(`Sample seed must be an integer, got ${seed}.`)
  if (Number.isNaN(now.getTime())) throw new RangeError('Sample `now` must be a valid date.')
  if (!Number.isInteger(storyCount) || storyCount < 0) {
    throw new RangeError(`Sample story count must be a whole number, got ${storyCount}.`)
  }

  const faker = new Faker({ locale: [en, base] })
  faker.seed(seed)
  const namers = NAME_LOCALES.map((locale) => {
    const namer = new Faker({ locale: [locale, en, base] })
    namer.seed(faker.number.int({ max: 2 ** 31 - 1 }))
    return namer
  })
  const pick: Picker = {
    element: (items) => faker.helpers.arrayElement(items),
    int: (min, max) => faker.number.int({ min, max }),
  }
  const context: Context = {
    faker,
    pick,
    namers,
    now: now.getTime(),
    ids: new Set(),
    slugs: new Set(),
    assets: [],
    names: new Map(),
    told: new Map(),
    // The draft-only story is told too.
    subjectCap: Math.ceil((storyCount + 1) / SUBJECTS.length),
    words: storyWriter(pick),
    about: new Map(),
    scenes: new Map(),
    drawings: new Map(),
    scripts: new Map(),
  }

  const languages = options.languages ?? SAMPLE_TRANSLATION_LANGUAGES
  // Short fields' translations (category titles, bios), keyed from a faker of their own.
  const fields = sampleFieldTranslations(seed + 4, languages)

  const categories = faker.helpers
    .arrayElements(GENRES, SAMPLE_CATEGORY_COUNT)
    .map((genre): CategoryDocument => {
      const kind = faker.helpers.arrayElement(GENRE_KINDS[genre])
      return {
        _id: uniqueId(context, 8),
        _type: 'category',
        title: genre,
        titleTranslations: fields.categoryTitle(genre),
        slug: { _type: 'slug', current: slugify(genre) },
        cover: image(context, kind, SAMPLE_IMAGE_SIZES.categoryCover),
      }
    })

  const persons = Array.from({ length: SAMPLE_PERSON_COUNT }, (): PersonDocument => ({
    _id: uniqueId(context, 10),
    _type: 'person',
    ...drawName(context),
  }))

  // Every category gets a story before any gets a second, so no category page is empty.
  const order = faker.helpers.shuffle(categories)
  const categoryFor = (index: number): CategoryDocument =>
    (index < order.length ? order[index] : undefined) ?? faker.helpers.arrayElement(categories)
  // Each photograph's caption, credit and place, from a faker of its own (photo-facts.ts).
  const captions = new Map<string, Map<string, Phrase>>()
  const photoFacts = samplePhotoFacts(seed + 1, {
    about: (story) => context.about.get(story._id),
    scene: (photo) => context.scenes.get(photo.asset._ref),
    captioned: (storyId, photoKey, caption) => {
      const story = captions.get(storyId) ?? new Map<string, Phrase>()
      story.set(photoKey, caption)
      captions.set(storyId, story)
    },
  })
  const withFacts = (drawn: StoryDocument): StoryDocument => {
    const teller = persons.find((person) => person._id === drawn.storyTeller._ref)
    const told = photoFacts(drawn, teller ? personName(teller) : '')
    return { ...told, readTime: storyReadTime(told) }
  }
  const stories = Array.from({ length: storyCount }, (_, index) =>
    story(context, categoryFor(index), persons),
  ).map(withFacts)

  // Unpublished documents: edited drafts of published stories, a story that exists only as
  // a draft, and versions of published stories in a scheduled release.
  const drafted = faker.helpers.arrayElements(stories, Math.min(DRAFT_COPY_COUNT, stories.length))
  const drafts = drafted.map((published): StoryDocument => ({
    ...structuredClone(published),
    _id: `drafts.${published._id}`,
    title: `${published.title} ${DRAFT_TITLE_MARKER}`,
  }))
  const draftOnly = withFacts(
    story(context, faker.helpers.arrayElement(categories), persons, DRAFT_TITLE_MARKER),
  )
  draftOnly._id = `drafts.${draftOnly._id}`
  const undrafted = stories.filter((candidate) => !drafted.includes(candidate))
  const versions = faker.helpers
    .arrayElements(undrafted, Math.min(RELEASE_VERSION_COUNT, undrafted.length))
    .map((published): StoryDocument => ({
      ...structuredClone(published),
      _id: `versions.${SAMPLE_RELEASE_NAME}.${published._id}`,
      title: `${published.title} ${RELEASE_TITLE_MARKER}`,
    }))

  // Drawn last, so adding them left every story of a given seed as it was.
  const team = sampleTeam({
    id: () => uniqueId(context, 10),
    key: () => key(context),
    name: () => drawName(context),
    portrait: (who) => portrait(context, who, SAMPLE_IMAGE_SIZES.teamPortrait),
    pick: (items) => faker.helpers.arrayElement(items),
    translations: fields,
  })

  // People's profiles, drawn last for the same reason; photographers credited by name become
  // people of their own (profiles.ts).
  const { photographers, idByName } = photographerPersons(stories, persons, context.names, () =>
    uniqueId(context, 10),
  )
  const credited = (document: StoryDocument) => creditByReference(document, idByName)
  const publishedStories = stories.map(credited)
  const countries = storyCountriesByPerson(publishedStories)
  const withProfile = sampleProfiles(seed + 2, fields)
  const people = [
    ...persons.map((person) => [person, 'teller'] as const),
    ...photographers.map((person) => [person, 'photographer'] as const),
  ].map(([person, role]: readonly [PersonDocument, ProfileRole]) =>
    withProfile(
      person,
      role,
      countries.get(person._id) ?? [],
      portrait(context, personName(person), SAMPLE_IMAGE_SIZES.personPortrait),
    ),
  )

  // Translations last of all, on a faker of their own: adding them changed no English document.
  const tellings = new Map<string, StoryTelling>()
  for (const [id, script] of context.scripts) {
    const about = context.about.get(id)
    if (about)
      tellings.set(id, { ...script, captions: captions.get(id) ?? new Map(), place: about.place })
  }
  const translations = sampleTranslations(
    seed + 3,
    publishedStories,
    tellings,
    context.drawings,
    languages,
  )

  return [
    sampleSiteSettings(fields),
    ...team,
    ...context.assets,
    ...people,
    ...categories,
    ...publishedStories,
    ...translations.stories,
    ...translations.metadata,
    ...drafts.map(credited),
    credited(draftOnly),
    ...translations.drafts,
    ...versions.map(credited),
  ]
}

/** A drawn portrait of `who`, its hotspot on the face (so any crop keeps it). */
function portrait(context: Context, who: string, size: ImageSize): SanityImage {
  const drawn = image(context, 'portrait', size)
  const description = `${drawn.alt.charAt(0).toLowerCase()}${drawn.alt.slice(1)}`
  return {
    _type: 'image',
    asset: drawn.asset,
    alt: `A drawn portrait of ${who}: ${description}`,
    hotspot: { _type: 'sanity.imageHotspot', ...PORTRAIT_FACE },
  }
}

/** The countries of the stories each person tells or is credited under a photograph of. */
function storyCountriesByPerson(stories: readonly StoryDocument[]): Map<string, Country[]> {
  const countries = new Map<string, Country[]>()
  const add = (id: string | undefined, country: Country) => {
    if (!id) return
    const list = countries.get(id) ?? []
    if (!list.includes(country)) list.push(country)
    countries.set(id, list)
  }
  for (const story of stories) {
    if (!isCountry(story.country)) continue
    add(story.storyTeller._ref, story.country)
    const photos = [
      story.cover,
      ...story.content.flatMap((b) => (b._type === 'imageBlock' ? b.images : [])),
    ]
    for (const photo of photos) add(photo.credit?.person?._ref, story.country)
  }
  return countries
}

const isCountry = (value: string): value is Country =>
  COUNTRIES.some((country) => country === value)
