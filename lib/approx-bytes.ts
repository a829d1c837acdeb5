// "≈ 310 kB", "≈ 1,2 Mo", "≈ 1.2 ميغابايت": a download's size as the reader's language writes it. Its
// units come as patterns (byteUnits, on the server) so a client component can fill them in with
// no formatting code or locale data of its own, and its HTML matches the server's.
import { LANGUAGES, type Locale } from '@/lib/i18n/locales'

/** `{n}` patterns for a kilobyte and a megabyte count, and the decimal separator. */
export type ByteUnits = { kB: string; MB: string; decimal: string }

export const ENGLISH_BYTE_UNITS: ByteUnits = { kB: '{n} kB', MB: '{n} MB', decimal: '.' }

const made = new Map<Locale, ByteUnits>()

/**
 * Languages whose units are written in full: CLDR's short Arabic megabyte is "م.ب" beside a
 * kilobyte written "كيلوبايت", an abbreviation Arabic readers do not use; in full both are one
 * word.
 */
const UNITS_IN_FULL: ReadonlySet<Locale> = new Set(['ar'])

/**
 * Where CLDR's units are not what the language's press prints, as second readers wrote them:
 * Hausa's "kB 325" reads as a label (symbols follow the number, as in 40°C), Yoruba's pair
 * "kébáìtì" with "MB", Amharic's "ኪባ" is an abbreviation no reader knows beside a full "ሜጋባይት".
 */
const OWN_UNITS: Partial<Record<Locale, Pick<ByteUnits, 'kB' | 'MB'>>> = {
  ha: { kB: '{n}\u00a0kB', MB: '{n}\u00a0MB' },
  yo: { kB: '{n}\u00a0kB', MB: '{n}\u00a0MB' },
  am: { kB: '{n}\u00a0ኪሎባይት', MB: '{n}\u00a0ሜጋባይት' },
}

/** The reader's units from the runtime's CLDR data: `{n} ko` in French, `MB {n}` in Swahili. */
export function byteUnits(locale: Locale): ByteUnits {
  const known = made.get(locale)
  if (known) return known
  const language = LANGUAGES[locale].intl
  const pattern = (unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: UNITS_IN_FULL.has(locale) ? 'long' : 'short',
    })
      .formatToParts(7)
      .map((part) => (part.type === 'integer' ? '{n}' : part.value))
      .join('')
  const decimal =
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.'
  const units = {
    kB: OWN_UNITS[locale]?.kB ?? pattern('kilobyte'),
    MB: OWN_UNITS[locale]?.MB ?? pattern('megabyte'),
    decimal,
  }
  made.set(locale, units)
  return units
}

/**
 * Two significant figures at most (1 kB = 1,000 bytes), after "≈" and a no-break space: a
 * narrow button never breaks "(≈" from its number.
 */
export function formatApproxBytes(bytes: number, units: ByteUnits = ENGLISH_BYTE_UNITS): string {
  const kB = Math.max(1, Math.round(bytes / 1000))
  if (kB < 1000) return `≈\u00a0${units.kB.replace('{n}', String(kB))}`
  const mb = bytes / 1_000_000
  const n = mb >= 9.95 ? String(Math.round(mb)) : (Math.round(mb * 10) / 10).toFixed(1)
  return `≈\u00a0${units.MB.replace('{n}', n.replace('.', units.decimal))}`
}
