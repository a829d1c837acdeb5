// The sample's short fields in the other languages (sanity/schema-types/fields/translations.ts):
// category titles, the community's name, the team's roles and bios and the people's bios, each
// beside its English, as sanity-plugin-internationalized-array stores them. Keys come from a faker
// of their own, so adding them changed no other field of a seed's dataset.
import { base, en, Faker } from '@faker-js/faker'

import { storyCountryName } from '@/lib/i18n/country-names'
import type { GrammaticalGender } from '@/lib/lists/grammatical-genders'
import { gendered } from '@/sanity/sample/gendered'
import type { InternationalizedArrayString, InternationalizedArrayText } from '@/sanity.types'
import { sampleTranslation, type TranslationLanguage } from '@/sanity/sample/translations'

/** What a person's English bio is made of: indices into bio-phrases.ts's lists. */
export type BioParts = {
  name: string
  role: 'teller' | 'photographer'
  /** Index into the role's list (TELLER_ROLES or PHOTOGRAPHER_ROLES). */
  title: number
  town: string
  country: string
  /** [opening, subject] and [credential, plan] indices; a spent deck gives none. */
  work?: readonly [number, number]
  credential?: readonly [number, number]
  gender?: GrammaticalGender
}

/** What a team member's English bio is made of. */
export type TeamBioParts = {
  firstName: string
  role: string
  opening: number
  gender?: GrammaticalGender
}

export function sampleFieldTranslations(seed: number, languages: readonly TranslationLanguage[]) {
  const faker = new Faker({ locale: [en, base] })
  faker.seed(seed)
  const key = () => faker.string.alphanumeric({ length: 12, casing: 'lower' })

  /** One value per language that has one (undefined where none does). */
  function values<
    T extends 'internationalizedArrayStringValue' | 'internationalizedArrayTextValue',
  >(type: T, value: (language: TranslationLanguage) => string | undefined) {
    const items = languages.flatMap((language) => {
      const text = value(language)
      return text ? [{ _key: key(), _type: type, language, value: text }] : []
    })
    return items.length > 0 ? items : undefined
  }
  const strings = (value: (language: TranslationLanguage) => string | undefined) =>
    values('internationalizedArrayStringValue', value) satisfies
      InternationalizedArrayString | undefined
  const texts = (value: (language: TranslationLanguage) => string | undefined) =>
    values('internationalizedArrayTextValue', value) satisfies
      InternationalizedArrayText | undefined
  const words = (language: TranslationLanguage) => sampleTranslation(language).words

  return {
    categoryTitle: (genre: string) => strings((language) => words(language).genres[genre]),
    communityName: () => strings((language) => words(language).communityName),
    /** A team member's role, in words that may agree with them ("{{Éditrice|Éditeur}} photo"). */
    teamRole: (role: string, gender?: GrammaticalGender) =>
      strings((language) => {
        const title = words(language).team.roles[role]
        return title && gendered(title, gender)
      }),
    teamBio: ({ firstName, role, opening, gender }: TeamBioParts) =>
      texts((language) => {
        const { team } = words(language)
        const first = team.openings[opening]
        const closing = team.closings[role]
        return first && closing
          ? gendered(`${first} ${closing.replaceAll('{firstName}', firstName)}`, gender)
          : undefined
      }),
    /** A person's bio, but not in a language that cannot name their town (its avoidPlaces). */
    personBio: (parts: BioParts) =>
      texts((language) => {
        const translation = sampleTranslation(language)
        const { bios, avoidPlaces } = translation.words
        if (avoidPlaces.includes(parts.town)) return undefined
        const roles = parts.role === 'teller' ? bios.tellerRoles : bios.photographerRoles
        const first = bios.first
          .replaceAll('{name}', parts.name)
          .replaceAll('{role}', roles[parts.title] ?? '')
          .replaceAll('{town}', translation.place(parts.town))
          .replaceAll('{country}', storyCountryName(parts.country, language))
        const sentence = (
          pair: readonly [number, number] | undefined,
          left: readonly string[],
          join: string,
          right: readonly string[],
        ) =>
          pair
            ? [`${left[pair[0]] ?? ''}${join}${right[pair[1]] ?? ''}${bios.fullStop ?? '.'}`]
            : []
        const bio = [
          first,
          ...sentence(parts.work, bios.workOpenings, bios.workJoin, bios.workSubjects),
          ...sentence(parts.credential, bios.credentials, bios.credentialJoin, bios.plans),
        ].join(' ')
        return gendered(bio, parts.gender)
      }),
  }
}

export type FieldTranslations = ReturnType<typeof sampleFieldTranslations>
