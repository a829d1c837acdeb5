// The interface's words in the reader's language, for server components: they pass what client
// leaves show as props, so no language adds messages or formatting code to the browser's bundle.
import { createTranslator } from 'use-intl/core'

import { DEFAULT_LOCALE, LANGUAGES, type Locale } from '@/lib/i18n/locales'
import { MESSAGES } from '@/lib/i18n/messages'

const create = (locale: Locale) =>
  createTranslator({
    locale: LANGUAGES[locale].intl,
    messages: MESSAGES[locale],
  })

export type Translator = ReturnType<typeof create>

/**
 * French elides "de" before a vowel: the catalog says "Récit de {teller}", a reader reads "Récit
 * d’Astou" (and "Récit de Kofi"). In every French message a name or title follows "de" in, the
 * catalog having none of its own (tests/unit/lib/i18n/elision.test.ts). Not before h or y, whose
 * sound differs from name to name; a count's "de 1" is the catalog's plural ("d’un récit").
 */
export const elideFrench = (text: string) =>
  text.replace(/(?<![\p{L}\p{N}’'])([dD])e (?=[aeiouâàäéèêëîïôöûùüœæ])/giu, '$1’')

const withElision = (t: Translator): Translator =>
  Object.assign((...args: Parameters<Translator>) => elideFrench(t(...args)), t)

// One per language for the process: every card of a page asks for its words.
const made = new Map<Locale, Translator>()

/** `t('footer.joinUs')`, `t('link.onNetwork', { name, network })`, in `locale`. */
export function translator(locale: Locale = DEFAULT_LOCALE): Translator {
  let t = made.get(locale)
  if (!t) {
    t = locale === 'fr' ? withElision(create(locale)) : create(locale)
    made.set(locale, t)
  }
  return t
}
