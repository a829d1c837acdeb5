import dayjs from 'dayjs'

import { formatDate, fromNow } from '@/lib/date'
import { LANGUAGES, LOCALES, type Locale } from '@/lib/i18n/locales'
import { relativeWords } from '@/lib/relative-words'

describe('formatDate', () => {
  it.each([
    ['2026-01-03', '3rd Jan, 2026'],
    ['2026-01-01', '1st Jan, 2026'],
    ['2026-03-22', '22nd Mar, 2026'],
    ['2026-11-11', '11th Nov, 2026'],
    ['2024-02-29', '29th Feb, 2024'],
    ['2026-01-03T10:00:00.000Z', '3rd Jan, 2026'],
    ['2026-01-03T10:00', '3rd Jan, 2026'],
  ])('formats %s as %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected)
  })

  // Every language's, so a language added without its month names fails here.
  const dates: Record<Locale, string> = {
    en: '3rd Jan, 2026',
    fr: '3 janv. 2026',
    pt: '3 de jan. de 2026',
    ar: '3 يناير 2026',
    sw: '3 Januari 2026',
    ha: '3 Janairu, 2026',
    am: '3 ጃንዋሪ 2026',
    yo: '3 Oṣù Ṣẹ́rẹ́ 2026',
  }
  it.each(LOCALES.map((locale) => [locale, dates[locale]] as const))(
    'writes the date as a reader of %s does: %s',
    (locale, expected) => {
      expect(formatDate('2026-01-03', locale)).toBe(expected)
      // Asking in one language leaves the others, English above all, as they were.
      expect(formatDate('2026-01-03')).toBe('3rd Jan, 2026')
    },
  )

  it.each(['Pacific/Kiritimati', 'Pacific/Honolulu'])(
    'gives the same day when the machine runs in %s',
    (zone) => {
      // Node reads TZ when it changes, so this stands in for a browser far from UTC.
      vi.stubEnv('TZ', zone)
      try {
        expect(formatDate('2026-01-03T00:30:00Z')).toBe('3rd Jan, 2026')
        expect(formatDate('2026-01-03T23:30:00Z')).toBe('3rd Jan, 2026')
        expect(formatDate('2026-01-03')).toBe('3rd Jan, 2026')
      } finally {
        vi.unstubAllEnvs()
      }
    },
  )

  it('gives the day in UTC, whatever the offset the string was written with', () => {
    expect(formatDate('2026-01-03T23:30:00-02:00')).toBe('4th Jan, 2026')
    expect(formatDate('2026-01-04T01:00:00+02:00')).toBe('3rd Jan, 2026')
  })

  it.each([
    '',
    'not a date',
    '2026-13-45',
    '2026-02-30',
    '2025-02-29',
    'March 3 2026',
    '03/01/2026',
    '2026-1-3',
    '2026-01-03 10:00',
    '2026-01-03T24:00',
    '2026-01-03T10:00:00+25:00',
    '20260103',
  ])('rejects %j with the spec message', (input) => {
    expect(() => formatDate(input)).toThrowError(new Error('Invalid ISO date string.'))
  })
})

describe('fromNow', () => {
  it('describes the time before a given moment', () => {
    expect(fromNow('2026-01-01', '2026-01-04')).toBe('3 days ago')
    expect(fromNow('2026-01-04T09:00:00Z', new Date('2026-01-04T12:00:00Z'))).toBe('3 hours ago')
  })

  it('describes a time after the given moment', () => {
    expect(fromNow('2026-01-04', '2026-01-01')).toBe('in 3 days')
  })

  it('defaults to the current time', () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString()
    expect(fromNow(twoDaysAgo)).toBe('2 days ago')
  })

  it('speaks the page’s language, with the same thresholds as in English', () => {
    expect(fromNow('2026-01-01', '2026-01-04', 'fr')).toBe('il y a 3 jours')
    expect(fromNow('2026-01-01', '2026-01-02', 'fr')).toBe('hier')
    expect(fromNow('2026-01-02', '2026-01-01', 'pt')).toBe('amanhã')
    expect(fromNow('2026-01-01', '2026-03-01', 'pt')).toBe('há 2 meses')
    expect(fromNow('2026-01-01', '2026-01-04', 'sw')).toMatch(/siku 3/)
    expect(fromNow('2024-01-01', '2026-01-04', 'fr')).toBe('il y a 2 ans')
    // Arabic in Latin digits, as the site writes every number.
    expect(fromNow('2026-01-01', '2026-01-04', 'ar')).toMatch(/3/)
    expect(fromNow('2026-01-01', '2026-01-04', 'ar')).not.toMatch(/[٠-٩]/)
    expect(fromNow('2026-01-04', '2026-01-01', 'fr')).toBe('dans 3 jours')
  })

  const A_MONTH_AGO: Record<Locale, string> = {
    en: 'a month ago',
    fr: 'il y a 1 mois',
    pt: 'há 1 mês',
    ar: 'قبل شهر واحد',
    sw: 'mwezi 1 uliopita',
    ha: 'wata 1 da ya gabata',
    am: 'ከ1 ወር በፊት',
    yo: 'oṣù kan sẹ́yìn',
  }

  // What English says, in each language: the same span, never a calendar month or year named
  // ("le mois dernier" 26 days into November, "l'année dernière" for a day of 2024 in 2026).
  // Hausa from the words its pages are handed, as browsers have none of its own.
  it.each<[string, string, Record<Locale, string>]>([
    ['2026-11-02', '2026-11-28', A_MONTH_AGO],
    ['2026-10-31', '2026-11-28', A_MONTH_AGO],
    [
      '2026-09-30',
      '2026-11-28',
      {
        en: '2 months ago',
        fr: 'il y a 2 mois',
        pt: 'há 2 meses',
        ar: 'قبل شهرين',
        sw: 'miezi 2 iliyopita',
        ha: 'watanni 2 da suka gabata',
        am: 'ከ2 ወራት በፊት',
        yo: 'oṣù 2 sẹ́yìn',
      },
    ],
    [
      '2025-12-31',
      '2026-01-01',
      // A day back is said as each language says yesterday.
      {
        en: 'a day ago',
        fr: 'hier',
        pt: 'ontem',
        ar: 'أمس',
        sw: 'jana',
        ha: 'jiya',
        am: 'ትናንት',
        yo: 'àná',
      },
    ],
    [
      '2024-12-20',
      '2026-01-05',
      {
        en: 'a year ago',
        fr: 'il y a 1 an',
        pt: 'há 1 ano',
        ar: 'قبل سنة واحدة',
        sw: 'mwaka 1 uliopita',
        ha: 'shekara 1 da ta gabata',
        am: 'ከ1 ዓመት በፊት',
        yo: 'ọdún kan sẹ́yìn',
      },
    ],
    [
      '2026-01-05',
      '2024-12-20',
      {
        en: 'in a year',
        fr: 'dans 1 an',
        pt: 'dentro de 1 ano',
        ar: 'خلال سنة واحدة',
        sw: 'baada ya mwaka 1',
        ha: 'a cikin shekara 1',
        // CLDR's, as browsers say it: its plural after 1 ("ዓመታት"); a story is never dated ahead.
        am: 'በ1 ዓመታት ውስጥ',
        yo: 'ní ọdún kan sí i',
      },
    ],
  ])('from %s to %s, every language says the span English says', (iso, now, expected) => {
    expect(
      Object.fromEntries(
        LOCALES.map((locale) => [locale, fromNow(iso, now, locale, relativeWords(locale))]),
      ),
    ).toEqual(expected)
  })

  it('writes a language browsers lack from its words alone, not from Intl', () => {
    const words = relativeWords('ha')
    expect(words).toBeDefined()
    // As Chromium answers for a language it has no data for: in English.
    vi.spyOn(Intl, 'RelativeTimeFormat').mockImplementation(() => {
      throw new Error('no Hausa data here')
    })
    try {
      expect(fromNow('2026-01-01', '2026-01-04', 'ha', words)).toBe('kwanaki 3 da suka gabata')
      expect(fromNow('2026-01-03', '2026-01-04', 'ha', words)).toBe('jiya')
      expect(fromNow('2026-01-04T10:00:00Z', '2026-01-04T10:00:00Z', 'ha', words)).toBe('yanzu')
      expect(fromNow('2026-01-04T09:59:00Z', '2026-01-04T10:00:00Z', 'ha', words)).toBe(
        'minti 1 da ya gabata',
      )
    } finally {
      vi.restoreAllMocks()
    }
  })

  it.each(LOCALES.filter((locale) => !LANGUAGES[locale].browserIntl))(
    'has words, not abbreviations, for every span in %s',
    (locale) => {
      const words = relativeWords(locale)
      if (!words) throw new Error(`No relative words for ${locale}`)
      for (const forms of [...Object.values(words.ago), ...Object.values(words.in)]) {
        // One may be spelt out ("ọjọ́ kan sẹ́yìn"); any other count is written in figures.
        expect(forms.other).toContain('{count}')
        // CLDR's Yoruba has "-3 d": a word of three letters at least.
        for (const pattern of [forms.one, forms.other]) expect(pattern).toMatch(/\p{L}{3,}/u)
      }
    },
  )

  it('hands words only to the pages of languages browsers lack', () => {
    expect(LOCALES.filter((locale) => relativeWords(locale))).toEqual(
      LOCALES.filter((locale) => !LANGUAGES[locale].browserIntl),
    )
  })

  it('says a moment ago without counting seconds', () => {
    expect(fromNow('2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z', 'fr')).toBe('maintenant')
  })

  it('rejects an invalid date or reference with the spec message', () => {
    expect(() => fromNow('2026-13-45', '2026-01-01', 'fr')).toThrowError('Invalid ISO date string.')
    expect(() => fromNow('2026-13-45', '2026-01-01')).toThrowError('Invalid ISO date string.')
    expect(() => fromNow('2026-01-01', 'yesterday')).toThrowError('Invalid ISO date string.')
    expect(() => fromNow('2026-01-01', new Date('nope'))).toThrowError('Invalid ISO date string.')
  })
})

describe('every language the site speaks', () => {
  it('has its month names loaded (dayjs would fall back to English without a word)', () => {
    for (const locale of LOCALES) expect(Object.keys(dayjs.Ls), locale).toContain(locale)
  })
})
