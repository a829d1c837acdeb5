import { SanityImage } from '@/components/images/sanity-image'
import { Highlighted } from '@/components/search/highlighted'
import { SiteLink } from '@/components/site-link'
import { formatDate } from '@/lib/date'
import { storyCountryName } from '@/lib/i18n/country-names'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import type { SearchResults as Results } from '@/lib/search-index'
import { PAGES, storyPath } from '@/lib/routes'
import { PHOTO_BOXES, SAVER_EAGER_CARDS } from '@/lib/image-sizes'
import { otherLanguage } from '@/lib/i18n/content-language'
import { languageName } from '@/lib/i18n/language-names'

/** A result's thumbnail: 96 px wide on a phone, 128 from 768 px, 4:5 around the hotspot. */
const THUMBNAIL_SIZES = '(min-width: 768px) 128px, 96px'

type Props = {
  query: string
  results: Results
}

/** The ranked stories a search found, its words marked, or what to try when it found none. */
export async function SearchResults({ query, results }: Props) {
  const locale = await pageLocale()
  const { total, match } = results
  const t = translator(locale)
  if (total === 0) {
    return (
      <div className="mt-10">
        <p role="status" className="font-display text-2xl">
          {t('search.none', { query })}
        </p>
        <p className="mt-3 max-w-xl text-ink-soft">
          {t.rich('search.tip', {
            link: (words) => (
              <SiteLink
                href={PAGES.stories}
                className="underline underline-offset-4 hover:text-clay"
              >
                {words}
              </SiteLink>
            ),
          })}
        </p>
      </div>
    )
  }
  return (
    <div className="mt-10">
      <p role="status" className="text-sm font-medium tracking-wide text-ink-faint">
        {t('search.found', { match, total, query })}
      </p>
      {match === 'any' && <p className="mt-2 text-ink-soft">{t('search.someWords')}</p>}
      <ol className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
        {results.results.map((hit, index) => (
          <li key={hit.slug} className="flex items-start gap-4 py-6 md:gap-6">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-[0.2em] text-clay uppercase">
                {[
                  hit.category,
                  hit.country && storyCountryName(hit.country, locale),
                  hit.language !== locale &&
                    t('story.inLanguage', { language: languageName(hit.language, locale) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <h2
                {...otherLanguage(hit.language, locale)}
                className="mt-2 font-display text-2xl leading-snug font-semibold"
              >
                <SiteLink href={storyPath(hit.slug)} className="hover:text-clay-deep">
                  <Highlighted text={hit.title} terms={hit.terms} />
                </SiteLink>
              </h2>
              {hit.snippet && (
                <p
                  {...otherLanguage(hit.language, locale)}
                  className="mt-2 max-w-3xl leading-relaxed text-ink-soft"
                >
                  <Highlighted text={hit.snippet} terms={hit.terms} />
                </p>
              )}
              <p className="mt-2 text-sm text-ink-faint">
                {hit.storyTeller && (
                  <>
                    {t.rich('story.by', {
                      // Isolated: a Latin name on an Arabic page keeps the date after it.
                      name: () => (
                        <bdi>
                          <Highlighted text={hit.storyTeller ?? ''} terms={hit.terms} />
                        </bdi>
                      ),
                    })}
                    {hit.publishedOn && ' · '}
                  </>
                )}
                {hit.publishedOn && (
                  <time dateTime={hit.publishedOn}>{formatDate(hit.publishedOn, locale)}</time>
                )}
              </p>
            </div>
            {hit.thumbnail && (
              // The story's cover, small: which story this is at a glance. Its title says the
              // rest, so the picture is not read out again.
              <SanityImage
                image={hit.thumbnail}
                {...PHOTO_BOXES.searchThumbnail}
                sizes={THUMBNAIL_SIZES}
                // Data saver: the first results' come with the page, the others on a tap.
                onTap={index >= SAVER_EAGER_CARDS}
                alt=""
                className="aspect-[4/5] h-auto w-24 shrink-0 rounded-sm object-cover md:w-32"
              />
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
