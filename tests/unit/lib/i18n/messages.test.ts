import {
  isPluralElement,
  isSelectElement,
  parse,
  TYPE,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { ENGLISH_CLIENT_WORDS } from '@/components/client-words'
import { clientWords } from '@/lib/i18n/client-words'
import { LOCALES } from '@/lib/i18n/locales'
import { MESSAGES } from '@/lib/i18n/messages'
import { translator } from '@/lib/i18n/translator'

type Tree = { [key: string]: string | Tree }

/** Each message by its dotted key (`footer.joinUs`). */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as const]
        : [...flatten(value, `${prefix}${key}.`)],
    ),
  )
}

/** A message's arguments: `{site}`, and a plural's or select's `{count, plural, …}`. */
const argumentsOf = (message: string) =>
  [...new Set(namesIn(parse(message, { ignoreTag: true })))].sort()

/** The argument names of parsed ICU elements, branches' included. */
function namesIn(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return []
    const own = 'value' in element ? [element.value] : []
    const branches =
      isPluralElement(element) || isSelectElement(element)
        ? Object.values(element.options).flatMap(({ value }) => namesIn(value))
        : []
    return [...own, ...branches]
  })
}

const english = flatten(MESSAGES.en)

/** A count of each CLDR plural category in some language, Arabic's six included. */
const COUNTS = [0, 1, 2, 3, 11, 100]
const GENDERS = ['feminine', 'masculine', 'other']

/** Every source file the interface's words can be asked from. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name)
    if (statSync(file).isDirectory()) return sources(file)
    return /\.(ts|tsx)$/.test(name) ? [file] : []
  })
}
const code = ['app', 'components', 'lib']
  .flatMap(sources)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')

describe('the message catalogs', () => {
  it.each(LOCALES)('%s has every key of English and no other, none empty', (locale) => {
    const messages = flatten(MESSAGES[locale])
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort())
    expect([...messages].filter(([, message]) => message.trim() === '')).toEqual([])
  })

  it.each(LOCALES)('%s takes the arguments English takes, and formats each message', (locale) => {
    const t = translator(locale)
    const wrong = [...flatten(MESSAGES[locale])].filter(
      ([key, message]) =>
        argumentsOf(message).join() !== argumentsOf(english.get(key) ?? '').join(),
    )
    expect(wrong).toEqual([])
    for (const [key, message] of flatten(MESSAGES[locale])) {
      // Rich text's tags (`<link>…</link>`) render their words.
      const tags = Object.fromEntries(
        [...message.matchAll(/<(\w+)>/g)].map(([, tag]) => [tag, (words: unknown) => words]),
      )
      // A plural's count and a number are numbers, each of CLDR's categories in some language
      // (zero, one, two, few, many, other); a select's value each of the genders and none; any
      // other argument a word. A `#` left over is a count a nested message failed to fill in.
      for (const count of COUNTS) {
        for (const gender of GENDERS) {
          const values = Object.fromEntries(
            argumentsOf(message).map((name) => [
              name,
              new RegExp(`\\{\\s*${name}\\s*,\\s*(plural|number)`).test(message)
                ? count
                : name === 'gender'
                  ? gender
                  : 'x',
            ]),
          )
          const formatted = Object.keys(tags).length
            ? // @ts-expect-error: every key of the catalog, as a string
              String(t.rich(key, { ...values, ...tags }))
            : // @ts-expect-error: every key of the catalog, as a string
              t(key, values)
          expect(formatted, `${key} (${count}, ${gender})`).not.toContain(key)
          expect(formatted, `${key} (${count}, ${gender})`).not.toMatch(/[{}<>#]/)
        }
      }
    }
  })

  it('gives client leaves outside the root layout English exactly as the catalog has it', () => {
    expect(ENGLISH_CLIENT_WORDS).toEqual(clientWords('en'))
  })

  it('has no key the code never asks for', () => {
    const unused = [...english.keys()].filter((key) => !code.includes(`'${key}'`))
    expect(unused).toEqual([])
  })
})
