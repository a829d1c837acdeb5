// What a sample story is about: one subject (fishermen, potters, giraffes…) told in one place.
// The words live in subjects/*.json, one file a subject, so a translator works from data; this
// module checks them when it loads, says which drawn scenes may illustrate each, and deals the
// sentences out so that none is worn thin (see `dealLeastUsed`).
import { storyCountryInText } from '@/lib/i18n/country-names'
import type { Country } from '@/lib/lists/countries'
import { COUNTRIES } from '@/lib/lists/countries'
import { GENRES, type Genre } from '@/lib/lists/genres'
import {
  ALL_PLACES,
  fittingPlaces,
  placesOf,
  SETTINGS,
  settingsOf,
  type Setting,
} from '@/sanity/sample/places'
import { isLightName, type LightName } from '@/sanity/sample/lights'
import type { Picker } from '@/sanity/sample/prose'
import type { SceneKind, SceneSpec } from '@/sanity/sample/scene'
import baobabs from '@/sanity/sample/subjects/baobabs.json' with { type: 'json' }
import cityNights from '@/sanity/sample/subjects/city-nights.json' with { type: 'json' }
import desert from '@/sanity/sample/subjects/desert.json' with { type: 'json' }
import elephants from '@/sanity/sample/subjects/elephants.json' with { type: 'json' }
import fishermen from '@/sanity/sample/subjects/fishermen.json' with { type: 'json' }
import giraffes from '@/sanity/sample/subjects/giraffes.json' with { type: 'json' }
import herders from '@/sanity/sample/subjects/herders.json' with { type: 'json' }
import highlands from '@/sanity/sample/subjects/highlands.json' with { type: 'json' }
import housePainters from '@/sanity/sample/subjects/house-painters.json' with { type: 'json' }
import indigo from '@/sanity/sample/subjects/indigo.json' with { type: 'json' }
import kente from '@/sanity/sample/subjects/kente.json' with { type: 'json' }
import potters from '@/sanity/sample/subjects/potters.json' with { type: 'json' }
import waterCarriers from '@/sanity/sample/subjects/water-carriers.json' with { type: 'json' }

/**
 * A drawn scene a caption can be written for: what `describeScene` gives, narrowed; `needs`
 * are the settings a place must stand in to be drawn so (a harbour on water, not in Tamale).
 */
type SceneMatch = {
  kind: SceneKind
  matches: (spec: SceneSpec) => boolean
  needs?: readonly Setting[]
}

export const SCENES = {
  shore: { kind: 'people', matches: (s) => s.kind === 'people' && s.setting === 'shore' },
  // Two or more walkers: the captions speak of people walking together.
  ridge: {
    kind: 'people',
    matches: (s) => s.kind === 'people' && s.setting === 'ridge' && !s.carrier && s.figures > 1,
  },
  carrier: {
    kind: 'people',
    matches: (s) => s.kind === 'people' && s.setting === 'ridge' && s.carrier,
  },
  city: { kind: 'city', matches: (s) => s.kind === 'city' && !s.water },
  harbour: {
    kind: 'city',
    matches: (s) => s.kind === 'city' && s.water,
    needs: ['coast', 'lake', 'river'],
  },
  giraffes: { kind: 'animals', matches: (s) => s.kind === 'animals' && s.animal === 'giraffes' },
  elephants: {
    kind: 'animals',
    matches: (s) => s.kind === 'animals' && s.animal === 'elephants',
  },
  // Baobabs only where a subject asks for them: they grow in few of its countries.
  hills: {
    kind: 'nature',
    matches: (s) =>
      s.kind === 'nature' && s.terrain !== 'dunes' && !s.water && s.trees !== 'baobab',
  },
  lake: { kind: 'nature', matches: (s) => s.kind === 'nature' && s.water && s.trees !== 'baobab' },
  dunes: {
    kind: 'nature',
    matches: (s) => s.kind === 'nature' && s.terrain === 'dunes' && s.trees !== 'baobab',
    needs: ['desert'],
  },
  baobab: { kind: 'nature', matches: (s) => s.kind === 'nature' && s.trees === 'baobab' },
  kente: { kind: 'abstract', matches: (s) => s.kind === 'abstract' && s.style === 'kente' },
  adire: { kind: 'abstract', matches: (s) => s.kind === 'abstract' && s.style === 'adire' },
  ndebele: { kind: 'abstract', matches: (s) => s.kind === 'abstract' && s.style === 'ndebele' },
} satisfies Record<string, SceneMatch>

export type SceneKey = keyof typeof SCENES

/**
 * One kind of story. Text may hold {place} (the story's town) and {country}; every caption
 * names {place}. `scenes[0]` draws the cover.
 */
export type Subject = {
  id: string
  genres: Genre[]
  /**
   * Where it can be set, by country: the places its JSON names, or else those of its settings
   * (a shore for fishermen, a desert for dunes), in the countries it names (else any).
   */
  places: ReadonlyMap<Country, readonly string[]>
  /** The countries it is told in: those with a place for it. */
  countries: readonly Country[]
  scenes: SceneKey[]
  titles: string[]
  leads: string[]
  focuses: string[]
  sentences: string[]
  quotes: string[]
  captions: Partial<Record<SceneKey, string[]>>
  /** The lights its photographs may be made in (lights.ts), where not every light fits. */
  lights?: LightName[]
}

type RawSubject = {
  id: string
  genres: string[]
  /** Either settings (places.json's words) or the places themselves, for a craft of a few towns. */
  settings?: string[]
  places?: string[]
  countries?: string[]
  scenes: string[]
  titles: string[]
  leads: string[]
  focuses: string[]
  sentences: string[]
  quotes: string[]
  captions: Record<string, string[]>
  lights?: string[]
}

const isGenre = (name: string): name is Genre => GENRES.some((genre) => genre === name)
const isCountry = (name: string): name is Country => COUNTRIES.some((country) => country === name)
const isSetting = (name: string): name is Setting => SETTINGS.some((setting) => setting === name)
const isSceneKey = (name: string): name is SceneKey => Object.hasOwn(SCENES, name)

/** The raw JSON as a Subject, or an error naming the file's id and what is wrong. */
function checked(raw: RawSubject): Subject {
  const fail = (what: string): never => {
    throw new Error(`Sample subject "${raw.id}": ${what}`)
  }
  const genres = raw.genres.map((name) => (isGenre(name) ? name : fail(`unknown genre ${name}`)))
  const settings = (raw.settings ?? []).map((name) =>
    isSetting(name) ? name : fail(`unknown setting ${name}`),
  )
  const named = raw.places ?? []
  for (const place of named) if (!ALL_PLACES.includes(place)) fail(`unknown place ${place}`)
  if (settings.length > 0 === named.length > 0) fail('needs either settings or places')
  const places = new Map(
    (raw.countries ?? COUNTRIES)
      .map((name) => (isCountry(name) ? name : fail(`unknown country ${name}`)))
      .map((country) => {
        const own =
          named.length > 0
            ? placesOf(country).filter((place) => named.includes(place))
            : fittingPlaces(country, settings)
        return [country, own] as const
      })
      .filter(([, own]) => own.length > 0),
  )
  const countries = [...places.keys()]
  if (countries.length === 0) fail('no country has a place for it')
  const scenes = raw.scenes.map((name) => (isSceneKey(name) ? name : fail(`unknown scene ${name}`)))
  const cover = scenes[0] ?? fail('needs a scene')
  for (const [country, own] of places)
    for (const place of own)
      if (!sceneFits(cover, country, place)) fail(`its cover scene ${cover} cannot be in ${place}`)
  const captions: Partial<Record<SceneKey, string[]>> = {}
  for (const scene of scenes) {
    const list = raw.captions[scene] ?? fail(`no captions for ${scene}`)
    for (const caption of list)
      if (!caption.includes('{place}')) fail(`"${caption}" names no {place}`)
    captions[scene] = list
  }
  for (const quote of raw.quotes) {
    if (!/^[A-Z][^.!?]*[.!?]$/.test(quote)) fail(`"${quote}" is not one sentence`)
  }
  const lights = raw.lights?.map((name) =>
    isLightName(name) ? name : fail(`unknown light ${name}`),
  )
  return { ...raw, genres, places, countries, scenes, captions, lights }
}

export const SUBJECTS: readonly Subject[] = [
  fishermen,
  waterCarriers,
  herders,
  potters,
  cityNights,
  giraffes,
  elephants,
  desert,
  baobabs,
  highlands,
  kente,
  indigo,
  housePainters,
].map(checked)

/** Whether `place` (of `country`) could show `scene`: it stands in a setting the scene needs. */
export function sceneFits(scene: SceneKey, country: Country, place: string): boolean {
  const match: SceneMatch = SCENES[scene]
  const needs = match.needs
  return !needs || settingsOf(country, place).some((setting) => needs.includes(setting))
}

/** The subject's scenes `place` could show, its cover scene first. */
export function scenesAt(subject: Subject, country: Country, place: string): SceneKey[] {
  return subject.scenes.filter((scene) => sceneFits(scene, country, place))
}

/** Text with its story's place and country put in. */
export function fill(template: string, place: string, country: string): string {
  const named = storyCountryInText(country, 'en')
  return template.replaceAll('{place}', place).replaceAll('{country}', named)
}

/**
 * The item of `pool` used least so far (`uses`, counted across stories) that `taken` (this
 * story's) does not hold yet, ties broken by `pick`; undefined when the story has used them all.
 * Dealing this way spreads every sentence evenly over the stories of its subject.
 */
export function dealLeastUsed(
  pool: readonly string[],
  uses: Map<string, number>,
  taken: Set<string>,
  pick: Picker,
): string | undefined {
  const fresh = pool.filter((item) => !taken.has(item))
  if (fresh.length === 0) return undefined
  const least = Math.min(...fresh.map((item) => uses.get(item) ?? 0))
  const choice = pick.element(fresh.filter((item) => (uses.get(item) ?? 0) === least))
  uses.set(choice, least + 1)
  taken.add(choice)
  return choice
}

/**
 * A subject for a story of `genre`: of those that suit it and have told fewer than `cap`
 * stories, one told least often so far. When all that suit it are full, any subject under the
 * cap: a subject told too often would wear its sentences thin.
 */
export function subjectFor(
  genre: Genre,
  told: Map<string, number>,
  cap: number,
  pick: Picker,
): Subject {
  const open = SUBJECTS.filter((subject) => (told.get(subject.id) ?? 0) < cap)
  const suited = open.filter((subject) => subject.genres.includes(genre))
  const pool = suited.length > 0 ? suited : open.length > 0 ? open : SUBJECTS
  const id = dealLeastUsed(
    pool.map((subject) => subject.id),
    told,
    new Set(),
    pick,
  )
  return pool.find((subject) => subject.id === id) ?? pool[0] ?? fail()
}

function fail(): never {
  throw new Error('No sample subjects')
}
