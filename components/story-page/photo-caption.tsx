import { MetaLine } from '@/components/meta-line'
import { storyCountryName } from '@/lib/i18n/country-names'
import { textDirection, type Locale } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'

/** What a reader is told about one photograph (the story query's photo facts). */
export type PhotoFacts = {
  caption: string | null
  credit: string | null
  place: string | null
}

/** "Kumasi, Ghana": the photograph's town or region, and the story's country (Arabic's comma). */
export function placeIn(place: string | null, country: string, locale: Locale): string {
  return place ? translator(locale)('photo.place', { place, country }) : country
}

/**
 * Under a photograph: its caption, then who took it and where. Nothing at all when the editor
 * has given none of them (the country alone is already in the story's facts).
 */
const TONES = {
  /** On the page's paper. */
  paper: { caption: 'text-ink', details: 'text-ink-faint' },
  /** On the photo viewer's dark ground. */
  dark: { caption: 'text-paper', details: 'text-paper/70' },
} as const

export async function PhotoCaption({
  photo,
  country,
  tone = 'paper',
  className,
}: {
  photo: PhotoFacts
  /** The story's country (named in the reader's language here). */
  country: string
  tone?: keyof typeof TONES
  className?: string
}) {
  if (!photo.caption && !photo.credit && !photo.place) return null
  const colours = TONES[tone]
  const locale = await pageLocale()
  const t = translator(locale)
  const where = storyCountryName(country, locale)
  return (
    <figcaption className={`text-sm leading-relaxed ${className ?? ''}`}>
      {photo.caption && <span className={`block ${colours.caption}`}>{photo.caption}</span>}
      {/* The site's words and the reader's names for places: in her language and direction,
          inside an untranslated story too. */}
      <MetaLine
        lang={locale}
        dir={textDirection(locale)}
        className={colours.details}
        items={[
          photo.credit && t('photo.by', { name: photo.credit }),
          photo.place && placeIn(photo.place, where, locale),
        ]}
      />
    </figcaption>
  )
}
