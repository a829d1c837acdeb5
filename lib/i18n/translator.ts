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

const FSI = '\u2068'
const PDI = '\u2069'

/** `text` in a Unicode isolate: laid out in its own direction, then placed as one unit. */
export const isolate = (text: string) => `${FSI}${text}${PDI}`

type Values = Record<string, unknown>

// Each message's `select` arguments, read once: a select chooses by its value, so it stays bare.
const selects = new Map<string, ReadonlySet<string>>()
const selectsOf = (message: string): ReadonlySet<string> => {
  let names = selects.get(message)
  if (!names) {
    names = new Set(
      Array.from(message.matchAll(/\{\s*(\w+)\s*,\s*select\b/g), ([, name]) => name ?? ''),
    )
    selects.set(message, names)
  }
  return names
}

/**
 * The text values a message inserts as they are (a name, a title, a date written out), each in an
 * isolate; numbers, and strings a `select` chooses by (a gender), as they came.
 */
function isolateValues(message: string, values: Values | undefined): Values | undefined {
  if (!values) return values
  const chosenBy = selectsOf(message)
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && !chosenBy.has(name) ? isolate(value) : value,
    ]),
  )
}

/**
 * Right to left, every name, title and date a message inserts keeps its own direction: in
 * "أمضت ⁨Safiatou Sy⁩ 6 أيام" the 6 stays with its noun, not with the Latin name (HTML's <bdi>,
 * for plain text: titles, meta, feeds, alt). `raw` messages, filled in by client code, get their
 * placeholders isolated the same way.
 */
function withIsolates(t: Translator): Translator {
  const message = (key: string): string => {
    const raw: unknown = t.raw(key as never)
    return typeof raw === 'string' ? raw : ''
  }
  type Args<F extends (...args: never[]) => unknown> = Parameters<F>
  const isolated = Object.assign(
    (...[key, values, formats]: Args<Translator>) =>
      t(key, isolateValues(message(key), values as Values) as never, formats),
    t,
  )
  isolated.rich = (...[key, values, formats]: Args<Translator['rich']>) =>
    t.rich(key, isolateValues(message(key), values as Values) as never, formats)
  isolated.markup = (...[key, values, formats]: Args<Translator['markup']>) =>
    t.markup(key, isolateValues(message(key), values as Values) as never, formats)
  isolated.raw = (key) => {
    const raw: unknown = t.raw(key)
    return typeof raw === 'string'
      ? raw.replace(/\{(\w+)\}/g, (placeholder) => isolate(placeholder))
      : raw
  }
  return isolated as Translator
}

// One per language for the process: every card of a page asks for its words.
const made = new Map<Locale, Translator>()

/** `t('footer.joinUs')`, `t('link.onNetwork', { name, network })`, in `locale`. */
export function translator(locale: Locale = DEFAULT_LOCALE): Translator {
  let t = made.get(locale)
  if (!t) {
    t = create(locale)
    if (locale === 'fr') t = withElision(t)
    if (LANGUAGES[locale].dir === 'rtl') t = withIsolates(t)
    made.set(locale, t)
  }
  return t
}
