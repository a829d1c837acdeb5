// The interface's words in the reader's language, for server components: they pass what client
// leaves show as props, so no language adds messages or formatting code to the browser's bundle.
import { createTranslator } from 'use-intl/core'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { MESSAGES } from '@/lib/i18n/messages'

export type Translator = ReturnType<typeof translator>

/** `t('footer.joinUs')`, `t('footer.onNetwork', { site, network })`, in `locale`. */
export function translator(locale: Locale = DEFAULT_LOCALE) {
  // Numbers in Latin digits in Arabic too, as the rest of the site writes them (docs/languages.md).
  return createTranslator({
    locale: locale === 'ar' ? 'ar-u-nu-latn' : locale,
    messages: MESSAGES[locale],
  })
}
