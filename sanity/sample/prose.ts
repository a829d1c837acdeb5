// The words of the sample stories: titles, descriptions, paragraphs, quotes and captions, all
// taken from the story's subject (subjects/*.json) and told in its one place. Pure; randomness
// comes from `pick`, and a writer remembers what earlier stories used so none is worn thin.
//
// What a writer deals is a Phrase: which items of the subject's tables a piece of text is made
// of, told in the language of the Wording it is given. The English document reads it in
// English; a translation (translate.ts) reads the very same items from its language's tables.
import { storyCountryInText } from '@/lib/i18n/country-names'
import type { GrammaticalGender } from '@/lib/lists/grammatical-genders'
import { gendered } from '@/sanity/sample/gendered'
import { LIGHT_NAMES, LIGHT_PHRASES, lightsFor } from '@/sanity/sample/lights'
import { dealLeastUsed, fill, type SceneKey, type Subject } from '@/sanity/sample/subjects'

/** The randomness prose needs; the generator passes its seeded faker through this. */
export type Picker = {
  element<T>(items: readonly T[]): T
  int(min: number, max: number): number
}

/** The tables of a subject a story's text is dealt from, in one language. */
export type SubjectTables = Pick<
  Subject,
  'titles' | 'leads' | 'focuses' | 'sentences' | 'quotes' | 'captions'
>

/** What a language needs to tell a phrase: its tables, and how it names places and countries. */
export type Wording = {
  tables(subject: Subject): SubjectTables
  /** A template with its {place}, {country} (and the language's other names) put in. */
  fill(template: string, place: string, country: string): string
  /** The five description templates, index-aligned with the English ones. */
  descriptions: readonly string[]
  lights: readonly string[]
  /** A description's parts: a subject's lead and focus, a light phrase, a number of days, a name. */
  describe(template: string, parts: DescriptionParts): string
}

export type DescriptionParts = {
  lead: string
  focus: string
  light: string
  days: number
  teller: string
  /** The teller's, for the words that agree with it (gendered.ts). */
  tellerGender?: GrammaticalGender
  country: string
}

/** A piece of a story's text, told in any language. */
export type Phrase = (wording: Wording) => string

/** The spec's five description templates. */
const DESCRIPTIONS = [
  'A photo story from {country}, where {lead}.',
  '{teller} spent {days} days in {country} following {focus}.',
  'In {country}, {lead}. These pictures follow {focus} {light}.',
  '{Focus} in {country}, photographed {light} over {days} days.',
  'What {country} looks like {light}: {focus}, seen up close.',
]

export function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
}

/** A description template with its parts put in; `{inCountry}` is the language's "in <country>". */
export function fillDescription(
  template: string,
  parts: DescriptionParts,
  inCountry: string,
): string {
  return gendered(template, parts.tellerGender)
    .replaceAll('{lead}', parts.lead)
    .replaceAll('{Focus}', capitalise(parts.focus))
    .replaceAll('{focus}', parts.focus)
    .replaceAll('{light}', parts.light)
    .replaceAll('{days}', String(parts.days))
    .replaceAll('{teller}', parts.teller)
    .replaceAll('{inCountry}', inCountry)
    .replaceAll('{country}', parts.country)
}

/** English: the subjects' own tables. */
export const ENGLISH: Wording = {
  tables: (subject) => subject,
  fill,
  descriptions: DESCRIPTIONS,
  lights: LIGHT_PHRASES,
  // A country named with "the" where English says it ("spent 20 days in the Gambia").
  describe: (template, parts) => {
    const country = storyCountryInText(parts.country, 'en')
    return fillDescription(template, { ...parts, country }, `in ${country}`)
  },
}

/** The index of `item` in `pool` (an item the writer dealt from it). */
function indexIn(pool: readonly string[], item: string): number {
  const index = pool.indexOf(item)
  if (index < 0) throw new Error(`"${item}" is not in its table`)
  return index
}

/** One of five description templates; every one names the country. */
export function storyDescription(
  pick: Picker,
  subject: Subject,
  country: string,
  teller: string,
  tellerGender?: GrammaticalGender,
): Phrase {
  const lead = indexIn(subject.leads, pick.element(subject.leads))
  const focus = indexIn(subject.focuses, pick.element(subject.focuses))
  const light = LIGHT_NAMES.indexOf(pick.element(lightsFor(subject.lights, country)))
  const days = pick.int(3, 21)
  const template = indexIn(DESCRIPTIONS, pick.element(DESCRIPTIONS))
  return (wording) => {
    const tables = wording.tables(subject)
    return wording.describe(wording.descriptions[template] ?? '', {
      lead: tables.leads[lead] ?? '',
      focus: tables.focuses[focus] ?? '',
      light: wording.lights[light] ?? '',
      days,
      teller,
      tellerGender,
      country,
    })
  }
}

/** What one story may say: its subject's words, none twice, in its place and country. */
export type StoryWords = {
  /** A title no earlier story of this writer has (while the subject's patterns last). */
  title(): Phrase
  /** 2 to 3 paragraphs of `sentences` sentences each (a range when given two numbers). */
  text(sentences: readonly [number, number]): Phrase
  quote(): Phrase
  caption(scene: SceneKey): Phrase
}

type Table = 'titles' | 'sentences' | 'quotes'

/**
 * Writes story after story; each sentence, quote, caption and title pattern goes to the stories
 * that have used it least, so the words are spread as thin as the subject's tables allow.
 */
export function storyWriter(pick: Picker) {
  const uses = new Map<string, number>()
  const titles = new Set<string>()

  return function wordsFor(subject: Subject, place: string, country: string): StoryWords {
    const taken = new Set<string>()
    /** Item `index` of a table, filled in, in the wording's language. */
    const item =
      (pick: (tables: SubjectTables) => readonly string[] | undefined, index: number): Phrase =>
      (wording) =>
        wording.fill(pick(wording.tables(subject))?.[index] ?? '', place, country)
    const deal = (pool: readonly string[]): number =>
      // A story that has used a whole table (only in very long samples) repeats from it.
      indexIn(pool, dealLeastUsed(pool, uses, taken, pick) ?? pick.element(pool))
    const dealFrom = (table: Table): Phrase => item((tables) => tables[table], deal(subject[table]))

    return {
      title() {
        const first = deal(subject.titles)
        const order = [first, ...subject.titles.keys()]
        const index =
          order.find(
            (candidate) => !titles.has(fill(subject.titles[candidate] ?? '', place, country)),
          ) ?? first
        titles.add(fill(subject.titles[index] ?? '', place, country))
        return item((tables) => tables.titles, index)
      },
      text([min, max]) {
        const paragraphs = Array.from({ length: pick.int(2, 3) }, () =>
          Array.from({ length: pick.int(min, max) }, () => dealFrom('sentences')),
        )
        return (wording) =>
          paragraphs
            .map((sentences) => sentences.map((sentence) => sentence(wording)).join(' '))
            .join('\n\n')
      },
      quote: () => dealFrom('quotes'),
      caption: (scene) =>
        item((tables) => tables.captions[scene], deal(subject.captions[scene] ?? [])),
    }
  }
}
