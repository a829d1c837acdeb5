// How words about a person agree in the languages that mark it (conteuse / conteur, روت / روى):
// an editor's choice per person, used through ICU `select` in the catalogs. Unset, the catalogs
// use wording that needs no gender.
export const GRAMMATICAL_GENDERS = ['feminine', 'masculine'] as const

export type GrammaticalGender = (typeof GRAMMATICAL_GENDERS)[number]

/** The value an ICU `select` reads: a gender, or `other` for wording that needs none. */
export function genderSelect(gender: string | null | undefined): GrammaticalGender | 'other' {
  return GRAMMATICAL_GENDERS.find((known) => known === gender) ?? 'other'
}
