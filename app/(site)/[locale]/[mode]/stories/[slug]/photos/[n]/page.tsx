import { fill } from '@/lib/i18n/fill'
import { localizedMetadata, pageLocale, thisVariant } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/json-ld'
import { StoryLanguageMark } from '@/components/story-language-mark'
import { otherLanguage } from '@/lib/i18n/content-language'
import { PhotoPageKeys } from '@/components/photo-viewer/photo-page-keys'
import { PhotoStage } from '@/components/photo-viewer/photo-stage'
import { OG_IMAGE, shareImageUrl } from '@/sanity/image-url'
import { photoData } from '@/lib/structured-data'
import { photoObjectInput } from '@/sanity/photo-objects'
import { isPlaceholderSlug, PLACEHOLDER_SLUG } from '@/lib/story-params'
import { photoNumber, storyPhotos } from '@/lib/story-photos'
import { getStoryFor } from '@/sanity/content'
import { redirectToVersion } from '@/lib/story-redirect'
import { versionPaths } from '@/lib/story-versions'
import { hrefIn, photoAnchor, photoPath, storyPath } from '@/lib/routes'
import { PAGE_BOX_CLASS } from '@/lib/breakpoints'

type Props = { params: Promise<{ mode: string; slug: string; n: string }> }

/**
 * Rendered on its first request and cached with the story's tags, never at build time: a site
 * of 5,000 stories has tens of thousands of photographs. The one placeholder satisfies
 * `ensureStatic`, which needs a param, and renders the 404 page.
 */
export function generateStaticParams() {
  return [{ slug: PLACEHOLDER_SLUG, n: '1' }]
}

/** As the story page: the whole page is a (pre)render, and an unknown photo is a real 404. */
export const ensureStatic = 'navigation'

/** No shared shell, as every page here ([mode]/layout.tsx says why). */
export const instant = false

/** The story's photograph number `n` with what the page needs of the story, or null. */
async function findPhoto(slug: string, n: string) {
  const number = photoNumber(n)
  if (number === undefined || isPlaceholderSlug(slug)) return null
  const found = await getStoryFor(slug, await pageLocale())
  // A reader at another version's address: the page sends them to their version's photograph.
  if (found && 'redirect' in found) {
    return { kind: 'redirect', path: photoPath(found.redirect.slug, number) } as const
  }
  if (!found) return null
  const { story, language, versions } = found
  const photos = storyPhotos(story)
  const photo = photos[number - 1]
  return photo
    ? ({ kind: 'photo', story, language, versions, photo, number, count: photos.length } as const)
    : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, n } = await params
  const found = await findPhoto(slug, n)
  if (!found) notFound()
  if (found.kind === 'redirect') return {}
  const { story, language, versions, photo, number, count } = found
  const t = translator(await pageLocale())
  const title = t('photo.title', { index: number, count, title: story.title })
  const description = photo.caption ?? photo.alt
  return localizedMetadata({
    title,
    description,
    path: photoPath(story.slug, number),
    // As its story's: the versions that exist, each at its own slug; the canonical URL the
    // reader's version's, else the version shown.
    versions: { paths: versionPaths(versions, (slug) => photoPath(slug, number)), language },
    type: 'article',
    images: photo.asset ? [{ url: shareImageUrl(photo), ...OG_IMAGE, alt: photo.alt }] : [],
  })
}

const linkClass =
  'rounded-full border border-ink/20 px-4 py-2 text-sm font-medium hover:border-ink/40 hover:bg-paper-deep'

/** A photograph of a story on its own page (opened directly, shared, or without JavaScript). */
export default async function PhotoPage({ params }: Props) {
  const { slug, n } = await params
  const found = await findPhoto(slug, n)
  if (!found) notFound()
  // Plain links, in the page's language and variant (a soft navigation would open the viewer).
  const variant = await thisVariant()
  const { locale } = variant
  if (found.kind === 'redirect') redirectToVersion(found.path, variant)
  const t = translator(locale)
  const { story, language, photo, number, count } = found
  const text = otherLanguage(language, locale)
  const previous = number > 1 ? hrefIn(variant, photoPath(story.slug, number - 1)) : null
  const next = number < count ? hrefIn(variant, photoPath(story.slug, number + 1)) : null
  const imageObject = photoObjectInput(photo, story.slug, number)
  return (
    <div className={`${PAGE_BOX_CLASS} py-6 md:py-8`}>
      {imageObject && <JsonLd data={photoData(imageObject)} />}
      <p className="text-sm">
        {/* Back to the photograph's place in the story (its figure's id). */}
        <a
          href={`${hrefIn(variant, storyPath(story.slug))}#${photoAnchor(number)}`}
          className="font-medium text-clay-deep hover:underline"
        >
          <span aria-hidden="true" className="me-1 inline-block rtl:-scale-x-100">
            ←
          </span>
          <span {...text}>{story.title}</span>
        </a>
        <StoryLanguageMark language={language} className="ms-2 text-ink-faint" />
      </p>
      {/* The way on above the photograph, so it is in view however tall the photograph is. */}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-sm text-ink-soft tabular-nums">
          {fill(String(t.raw('viewer.status')), { index: number, count })}
        </h1>
        <nav aria-label={t('viewer.nav')} className="flex gap-2">
          {previous && (
            <a href={previous} rel="prev" aria-label={t('viewer.previous')} className={linkClass}>
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                ←
              </span>{' '}
              <span className="sm:hidden">{t('viewer.previousShort')}</span>
              <span className="hidden sm:inline">{t('viewer.previous')}</span>
            </a>
          )}
          {next && (
            <a href={next} rel="next" aria-label={t('viewer.next')} className={linkClass}>
              <span className="sm:hidden">{t('viewer.nextShort')}</span>
              <span className="hidden sm:inline">{t('viewer.next')}</span>{' '}
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                →
              </span>
            </a>
          )}
        </nav>
      </div>
      {/* Its caption in the story's language: an untranslated story's English, marked so. */}
      <div className="mt-4" {...text}>
        <PhotoStage photo={photo} country={story.country} place="page" priority />
      </div>
      <PhotoPageKeys story={storyPath(story.slug)} previous={previous} next={next} />
    </div>
  )
}
