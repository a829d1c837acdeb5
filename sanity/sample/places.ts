// Towns and regions the sample photographs are placed in, three or more per country of the
// site's list: real places, so a caption reads as one a photographer would write. Each is tagged
// with its settings (places.json), so a story of fishermen is set on a shore, not in the desert.
import { COUNTRIES, type Country } from '@/lib/lists/countries'
import table from '@/sanity/sample/places.json' with { type: 'json' }

export const SETTINGS = [
  'coast',
  'lake',
  'river',
  'city',
  'town',
  'village',
  'highland',
  'desert',
  'savanna',
] as const
export type Setting = (typeof SETTINGS)[number]

const isSetting = (word: string): word is Setting => SETTINGS.some((setting) => setting === word)
const raw: Record<string, Record<string, string>> = table

/** Each country's places, with the settings each stands in. Checked when the module loads. */
const SETTINGS_OF = new Map<Country, ReadonlyMap<string, readonly Setting[]>>(
  COUNTRIES.map((country) => {
    const places = Object.entries(raw[country] ?? {})
    if (places.length < 3) throw new Error(`Sample places: ${country} needs three places or more`)
    return [
      country,
      new Map(
        places.map(([place, words]) => [
          place,
          words.split(' ').map((word) => {
            if (isSetting(word)) return word
            throw new Error(`Sample places: ${place} (${country}) has unknown setting "${word}"`)
          }),
        ]),
      ),
    ]
  }),
)

/** Every place of `country`, whatever its setting. */
export const placesOf = (country: Country): string[] => [
  ...(SETTINGS_OF.get(country)?.keys() ?? []),
]

/** Every place of every country. */
export const ALL_PLACES: readonly string[] = COUNTRIES.flatMap(placesOf)

/** The places of `country` that stand in one of `settings` (none when no place fits). */
export const fittingPlaces = (country: Country, settings: readonly Setting[]): string[] =>
  [...(SETTINGS_OF.get(country) ?? [])]
    .filter(([, own]) => own.some((setting) => settings.includes(setting)))
    .map(([place]) => place)

/** The settings `place` of `country` stands in (none for a place not in the table). */
export const settingsOf = (country: Country, place: string): readonly Setting[] =>
  SETTINGS_OF.get(country)?.get(place) ?? []
