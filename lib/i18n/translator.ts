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

// One per language for the process: every card of a page asks for its words.
const made = new Map<Locale, Translator>()

/** `t('footer.joinUs')`, `t('link.onNetwork', { name, network })`, in `locale`. */
export function translator(locale: Locale = DEFAULT_LOCALE): Translator {
  let t = made.get(locale)
  if (!t) {
    t = create(locale)
    made.set(locale, t)
  }
  return t
}
