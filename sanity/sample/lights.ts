// The light a story's description says its photographs were made in ("in the blue hour"), by
// name, so a subject can say which fit it: the city at night is not photographed under the
// dry-season sun. The harmattan blows over West Africa and the Sahel only.
import type { Country } from '@/lib/lists/countries'

/** Each light's English words; translations list them in this order (translations/<lang>/words.json). */
export const LIGHTS = {
  firstLight: 'at first light',
  golden: 'in the golden hour',
  blue: 'in the blue hour',
  lastLight: 'in the last light of the day',
  shadows: 'as the shadows grow long',
  harmattan: 'through the harmattan haze',
  drySun: 'under the dry-season sun',
} as const

export type LightName = keyof typeof LIGHTS

export const isLightName = (name: string): name is LightName => Object.hasOwn(LIGHTS, name)

export const LIGHT_NAMES: readonly LightName[] = Object.keys(LIGHTS).filter(isLightName)

export const LIGHT_PHRASES: readonly string[] = Object.values(LIGHTS)

/** The countries the harmattan's dust reaches, from the Sahara to the Gulf of Guinea. */
const HARMATTAN_COUNTRIES: ReadonlySet<string> = new Set<Country>([
  'Benin',
  'Burkina Faso',
  'Cameroon',
  'Chad',
  "Côte d'Ivoire",
  'Gambia',
  'Ghana',
  'Guinea',
  'Guinea-Bissau',
  'Liberia',
  'Mali',
  'Mauritania',
  'Niger',
  'Nigeria',
  'Senegal',
  'Sierra Leone',
  'Togo',
])

/** The lights a story of a subject that allows `allowed` (else any) may be made in, in `country`. */
export function lightsFor(allowed: readonly LightName[] | undefined, country: string): LightName[] {
  return (allowed ?? LIGHT_NAMES).filter(
    (light) => light !== 'harmattan' || [...HARMATTAN_COUNTRIES].some((each) => each === country),
  )
}
