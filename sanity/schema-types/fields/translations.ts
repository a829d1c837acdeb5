import { defineField, type Rule } from 'sanity'

import { FIELD_TRANSLATION_LANGUAGES } from '@/sanity/i18n/languages'

type TranslationValue = { language?: string; value?: string }

const languageNames = FIELD_TRANSLATION_LANGUAGES.map(({ title }) => title).join(', ')

/** No value longer than `maxLength` characters (as the field translated allows). */
const withinLength = (maxLength: number) => (rule: Rule) =>
  rule.custom<TranslationValue[]>((values) => {
    const long = (values ?? []).find(({ value }) => (value?.length ?? 0) > maxLength)
    return long ? `The ${long.language ?? ''} text is over ${maxLength} characters.` : true
  })

/**
 * A short field's translations beside the field itself (`<name>Translations`): one value per
 * language, as sanity-plugin-internationalized-array stores them. The field keeps the English,
 * which the site shows wherever a language has none.
 */
export function translationsField({
  of,
  title,
  kind,
  maxLength,
}: {
  /** The name of the field translated. */
  of: string
  title: string
  kind: 'string' | 'text'
  /** The most characters a translation may have (as the field itself). */
  maxLength?: number
}) {
  const common = {
    name: `${of}Translations`,
    title: `${title} in other languages`,
    description: `${languageNames}. A language left out shows the English.`,
    ...(maxLength !== undefined && { validation: withinLength(maxLength) }),
  }
  return kind === 'string'
    ? defineField({ ...common, type: 'internationalizedArrayString' })
    : defineField({ ...common, type: 'internationalizedArrayText' })
}
