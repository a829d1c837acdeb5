// The sample's translations: for each language, its subjects' tables (translations/<lang>/
// subjects/*.json, item i of each the translation of the English item i) and its words.json
// (description templates, names of places and "in <country>", genres, the team's and people's
// bios, image descriptions). Checked when read, so a translator's slip fails the sample's
// generation with the file and the item named, not a half-English story.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { COUNTRIES } from '@/lib/lists/countries'
import { GENRES } from '@/lib/lists/genres'
import { storyCountryName } from '@/lib/i18n/country-names'
import { textDirection, type Locale } from '@/lib/i18n/locales'
import {
  CREDENTIALS,
  PHOTOGRAPHER_ROLES,
  PLANS,
  TELLER_ROLES,
  WORK_OPENINGS,
  WORK_SUBJECTS,
} from '@/sanity/sample/bio-phrases'
import { ALL_PLACES } from '@/sanity/sample/places'
import { ENGLISH, fillDescription, type SubjectTables, type Wording } from '@/sanity/sample/prose'
import { SUBJECTS, type Subject } from '@/sanity/sample/subjects'
import teamBios from '@/sanity/sample/team-bios.json' with { type: 'json' }

/** The languages the sample translates stories into. */
export const SAMPLE_TRANSLATION_LANGUAGES = ['fr', 'pt', 'ar', 'sw', 'ha', 'am', 'yo'] as const
export type TranslationLanguage = (typeof SAMPLE_TRANSLATION_LANGUAGES)[number]

const DIRECTORY = path.join(import.meta.dirname, 'translations')

/** Counts by key (a count of people or animals) of one drawing's description. */
type Counted = Record<string, string>

export type AltWords = {
  light: Record<string, string>
  land: Record<string, string>
  lake: string
  birds: string
  acacia: string
  baobab: string
  landscape: string
  fishers: Counted
  walkers: Counted
  carriers: Counted
  city: string
  cityWater: string
  giraffes: Counted
  elephants: Counted
  textiles: Record<string, string>
  located: string
  seen: string
}

export type LanguageWords = {
  descriptions: string[]
  lights: string[]
  /**
   * A number of days as the language writes it, by CLDR plural category, `{n}` the number
   * (Arabic: "{n} أيام" for 3 to 10, "{n} يومًا" from 11): what `{days}` in a description
   * becomes. Without it, the bare number.
   */
  days?: Partial<Record<Intl.LDMLPluralRule, string>>
  inCountry: Record<string, string>
  places: Record<string, string>
  avoidPlaces: string[]
  genres: Record<string, string>
  communityName: string
  team: { roles: Record<string, string>; openings: string[]; closings: Record<string, string> }
  bios: {
    first: string
    tellerRoles: string[]
    photographerRoles: string[]
    workOpenings: string[]
    workSubjects: string[]
    workJoin: string
    credentials: string[]
    plans: string[]
    credentialJoin: string
    /** What ends a sentence, where it is not the full stop: Amharic's ። */
    fullStop?: string
  }
  alt: AltWords
}

/** A language's translation of the sample: its Wording, and everything else it names. */
export type SampleTranslation = {
  language: TranslationLanguage
  wording: Wording
  words: LanguageWords
  /** A town as the language writes it. */
  place(place: string): string
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(DIRECTORY, file), 'utf8'))
}

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * Fails unless `translated` is a list as long as `english`, of non-empty strings that use only
 * `allowed` placeholders (and `required` ones, when the English has them).
 */
function checkList(
  where: string,
  english: readonly string[],
  translated: unknown,
  allowed: readonly string[],
): string[] {
  if (!Array.isArray(translated) || translated.length !== english.length) {
    throw new Error(`${where}: needs ${english.length} items, as the English`)
  }
  return translated.map((item: unknown, index) => {
    if (typeof item !== 'string' || item.trim() === '')
      throw new Error(`${where}[${index}] is empty`)
    for (const [, name] of item.matchAll(PLACEHOLDER)) {
      if (!allowed.includes(name ?? '')) throw new Error(`${where}[${index}]: unknown {${name}}`)
    }
    return item
  })
}

const TEXT_PLACEHOLDERS = ['place', 'country', 'inCountry']

function checkedTables(language: TranslationLanguage, subject: Subject): SubjectTables {
  const file = `${language}/subjects/${subject.id}.json`
  const raw = readJson(file) as Record<string, unknown>
  const list = (name: 'titles' | 'leads' | 'focuses' | 'sentences' | 'quotes') =>
    checkList(`${file} ${name}`, subject[name], raw[name], TEXT_PLACEHOLDERS)
  const quotes = list('quotes')
  for (const quote of quotes) {
    if (!/^[^.!?؟።]+[.!?؟።]$/u.test(quote))
      throw new Error(`${file}: "${quote}" is not one sentence`)
  }
  const rawCaptions = (raw.captions ?? {}) as Record<string, unknown>
  const captions: SubjectTables['captions'] = {}
  for (const [scene, english] of Object.entries(subject.captions)) {
    const translated = checkList(
      `${file} captions.${scene}`,
      english,
      rawCaptions[scene],
      TEXT_PLACEHOLDERS,
    )
    for (const caption of translated) {
      if (!caption.includes('{place}')) throw new Error(`${file}: "${caption}" names no {place}`)
    }
    captions[scene as keyof typeof captions] = translated
  }
  return {
    titles: list('titles'),
    leads: list('leads'),
    focuses: list('focuses'),
    sentences: list('sentences'),
    quotes,
    captions,
  }
}

function checkedWords(language: TranslationLanguage): LanguageWords {
  const file = `${language}/words.json`
  const words = readJson(file) as LanguageWords
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what}`)
  }
  checkList(`${file} descriptions`, ENGLISH.descriptions, words.descriptions, [
    'lead',
    'focus',
    'Focus',
    'light',
    'days',
    'teller',
    'country',
    'inCountry',
  ])
  checkList(`${file} lights`, ENGLISH.lights, words.lights, [])
  for (const country of COUNTRIES)
    if (!words.inCountry[country]) fail(`no inCountry for ${country}`)
  for (const place of [...Object.keys(words.places), ...words.avoidPlaces]) {
    if (!ALL_PLACES.includes(place)) fail(`unknown place ${place}`)
  }
  for (const genre of GENRES) if (!words.genres[genre]) fail(`no genre ${genre}`)
  for (const role of Object.keys(teamBios.closings)) {
    if (!words.team.roles[role] || !words.team.closings[role]) fail(`no team role ${role}`)
  }
  checkList(`${file} team.openings`, teamBios.openings, words.team.openings, [])
  const { bios } = words
  checkList(`${file} bios.tellerRoles`, TELLER_ROLES, bios.tellerRoles, [])
  checkList(`${file} bios.photographerRoles`, PHOTOGRAPHER_ROLES, bios.photographerRoles, [])
  checkList(`${file} bios.workOpenings`, WORK_OPENINGS, bios.workOpenings, [])
  checkList(`${file} bios.workSubjects`, WORK_SUBJECTS, bios.workSubjects, [])
  checkList(`${file} bios.credentials`, CREDENTIALS, bios.credentials, [])
  checkList(`${file} bios.plans`, PLANS, bios.plans, [])
  return words
}

function load(language: TranslationLanguage): SampleTranslation {
  const words = checkedWords(language)
  const tables = new Map(SUBJECTS.map((subject) => [subject.id, checkedTables(language, subject)]))
  const place = (town: string) => words.places[town] ?? town
  const inCountry = (country: string) => words.inCountry[country] ?? country
  const named = (country: string) => storyCountryName(country, language)
  const plurals = new Intl.PluralRules(language)
  const days = (count: number) =>
    (words.days?.[plurals.select(count)] ?? words.days?.other)?.replaceAll('{n}', String(count))
  const wording: Wording = {
    tables: (subject) => tables.get(subject.id) ?? fail(language, subject.id),
    fill: (template, town, country) =>
      elided(language, template, place(town))
        .replaceAll('{place}', place(town))
        .replaceAll('{inCountry}', inCountry(country))
        .replaceAll('{country}', named(country)),
    descriptions: words.descriptions,
    lights: words.lights,
    // In a right-to-left language the teller's Latin name is isolated (FSI … PDI), so the
    // number after it stays with its noun: "أمضت Safiatou Sy 6 أيام" read "6" beside the verb.
    describe: (template, parts) =>
      fillDescription(
        template.replaceAll('{days}', days(parts.days) ?? '{days}'),
        {
          ...parts,
          teller: textDirection(language) === 'rtl' ? `\u2068${parts.teller}\u2069` : parts.teller,
          country: named(parts.country),
        },
        inCountry(parts.country),
      ),
  }
  return { language, wording, words, place }
}

/**
 * French elides "de", "que" and "jusque" before a town that starts with a vowel: "près de
 * {place}" is "près d’Abeokuta". (Before an h the town's own usage decides: left as written.)
 */
function elided(language: TranslationLanguage, template: string, town: string): string {
  if (language !== 'fr' || !/^[aeiouyàâéèêëîïôöùûü]/i.test(town)) return template
  return template.replace(/\b(d|qu|jusqu)e \{place\}/g, '$1’{place}')
}

function fail(language: string, subject: string): never {
  throw new Error(`No ${language} tables for the sample subject ${subject}`)
}

const loaded = new Map<TranslationLanguage, SampleTranslation>()

/** A language's translation of the sample, read and checked once. */
export function sampleTranslation(language: TranslationLanguage): SampleTranslation {
  let translation = loaded.get(language)
  if (!translation) {
    translation = load(language)
    loaded.set(language, translation)
  }
  return translation
}

export const isTranslationLanguage = (locale: Locale): locale is TranslationLanguage =>
  SAMPLE_TRANSLATION_LANGUAGES.some((language) => language === locale)
