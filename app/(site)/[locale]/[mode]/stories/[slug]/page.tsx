import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentBlocks } from '@/components/story-page/content-blocks'
import { MoreStories } from '@/components/story-page/more-stories'
import { ShareStory } from '@/components/story-page/share-story'
import { StoryCredits } from '@/components/story-page/story-credits'
import { StoryHeader } from '@/components/story-page/story-header'
import { StoryNeighbours } from '@/components/story-page/story-neighbours'
import { OG_IMAGE, shareImageUrl } from '@/sanity/image-url'
import { absoluteUrl } from '@/lib/absolute-url'
import { storyCountryInText } from '@/lib/i18n/country-names'
import { localizedMetadata, pageLocale, thisVariant } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { personName, type PersonName } from '@/lib/people'
import { storyCardPath } from '@/lib/card-paths'
import { articleData } from '@/lib/structured-data'
import { JsonLd } from '@/components/json-ld'
import { photoObjectInput } from '@/sanity/photo-objects'
import { isPlaceholderSlug, storyParams } from '@/lib/story-params'
import { pageVariant, publicPath } from '@/lib/page-variant'
import { storyPhotos } from '@/lib/story-photos'
import { getNewestStorySlugs, getStoryEnd, getStoryFor } from '@/sanity/content'
import { versionPaths } from '@/lib/story-versions'
import { DEFAULT_LOCALE, textDirection } from '@/lib/i18n/locales'
import { categoryInText } from '@/lib/i18n/list-names'
import { languageName } from '@/lib/i18n/language-names'
import { redirectToVersion } from '@/lib/story-redirect'
import { hrefIn, photoAnchor, photoPath, storyPath } from '@/lib/routes'
import { LiteSaveStory } from '@/components/offline/lite-save-story'
import { SaveStoryButton } from '@/components/offline/save-story-button'
import { offlinePagePath, savedPagePath } from '@/lib/offline/offline-paths'
import { prerenderedStories } from '@/lib/settings'

/**
 * The whole page must be produced by a (pre)render, never streamed per request. For a slug that
 * was not in generateStaticParams (a story published after the build) the first request then
 * waits for that render instead of being sent the route's generic shell with status 200; so
 * when the slug is unknown, notFound() runs before the response starts and the status is a real
 * 404. The newest stories are prerendered; older ones and new ones are rendered once on first
 * request, cached with the same tags, and served from the cache after.
 */
export const ensureStatic = 'navigation'

/**
 * No instant-navigation shell: the story is read from its slug at the top, not inside a
 * <Suspense> boundary, because a boundary this large is moved out of place in the static HTML
 * (after the footer, hidden, put back by an inline script) and a reader without JavaScript (or
 * whose script has not arrived on a slow connection) would see a skeleton instead of the story.
 * Every story is static and its link prefetches it once the reader reaches for it (SiteLink), so
 * a click waits one round trip at most.
 */
export const instant = false

export async function generateStaticParams() {
  // The newest stories (PRERENDER_STORIES), in the page's language where they have a version in
  // it; a placeholder when there are none yet: the 'navigation' check needs at least one param.
  const newest = await getNewestStorySlugs(await pageLocale(), prerenderedStories())
  return storyParams(newest)
}

/** The cover's key among the photo links (image block photographs have their own `_key`). */
const COVER_KEY = 'cover'

const tellerName = (story: { storyTeller: PersonName | null }) =>
  story.storyTeller ? personName(story.storyTeller) : null

/**
 * The story as the page's reader reads it, or null for an unknown slug and for the no-stories
 * placeholder; or, for a reader at another version's address (a French reader at the English
 * slug), the version the page sends them to.
 */
async function findStory(slug: string) {
  return isPlaceholderSlug(slug) ? null : getStoryFor(slug, await pageLocale())
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[mode]/stories/[slug]'>): Promise<Metadata> {
  const { slug } = await params
  const found = await findStory(slug)
  if (!found) notFound()
  // The page sends the reader on (one Location header: the metadata does not redirect too).
  if ('redirect' in found) return {}
  const { story, language, versions } = found
  const teller = tellerName(story)
  return localizedMetadata({
    title: story.title,
    description: story.description,
    path: storyPath(story.slug),
    versions: { paths: versionPaths(versions, storyPath), language },
    type: 'article',
    // The card (cover, title, country and teller); the article's JSON-LD keeps the photograph.
    images: [
      { url: absoluteUrl(storyCardPath(story.slug, language)), ...OG_IMAGE, alt: story.title },
    ],
    article: {
      publishedTime: story.publishedOn,
      modifiedTime: story.updatedAt,
      authors: teller ? [teller] : [],
      tags: story.category ? [story.category.title, story.country] : [story.country],
    },
  })
}

export default async function StoryPage({ params }: PageProps<'/[locale]/[mode]/stories/[slug]'>) {
  const { slug } = await params
  const found = await findStory(slug)
  if (!found) notFound()
  // Saved at the addresses this reader reads it at: their language, and data saver's pages.
  const variant = await thisVariant()
  const { locale } = variant
  const saver = variant.mode === 'lite'
  // Sent to their version's address, permanently, so no shared link breaks.
  if ('redirect' in found) redirectToVersion(storyPath(found.redirect.slug), variant)
  const { story, language, versions } = found
  // After the story: its original's id and category pick what the end of the page leads to.
  const original = versions.find((version) => version.language === DEFAULT_LOCALE)
  const end = await getStoryEnd(
    {
      originalId: story.originalId ?? story._id,
      originalSlug: original?.slug ?? story.slug,
      categoryId: story.categoryId,
    },
    locale,
  )
  const t = translator(locale)
  // Shared and copied in the reader's language: the page they are on (the full site's).
  const url = absoluteUrl(publicPath(pageVariant('full', locale), storyPath(story.slug)))
  // Each photograph opens in the viewer (in data saver mode, once a tap has loaded it).
  const photos = storyPhotos(story)
  const targets = photos.map((photo, index) => ({
    key: '_key' in photo ? photo._key : COVER_KEY,
    href: photoPath(story.slug, index + 1),
    label: t('story.openPhoto', { index: index + 1, count: photos.length }),
    anchor: photoAnchor(index + 1),
  }))
  const links = new Map(targets.map(({ key, ...target }) => [key, target]))
  const storyHref = hrefIn(variant, storyPath(story.slug))
  const toSave = {
    path: storyHref,
    title: story.title,
    language,
    photoPages: targets.map((target) => hrefIn(variant, target.href)),
    // In her variant: with data saver on, the full ones are redirects to these.
    shellPages: [offlinePagePath(storyHref), savedPagePath(locale, variant.mode)],
  }
  // Data saver's pages run no framework: its one script drives a control of plain markup.
  const saveButton = saver ? (
    <LiteSaveStory
      story={{ ...toSave, photoPages: [] }}
      savedPage={savedPagePath(locale, variant.mode)}
      words={{
        save: t('offline.save'),
        saving: String(t.raw('offline.saving')),
        saved: t('offline.saved'),
        remove: t('offline.remove'),
        removed: t('offline.removed'),
        failed: t('offline.failed'),
        savedLink: t('offline.savedLink'),
      }}
    />
  ) : (
    <SaveStoryButton
      story={toSave}
      savedPage={savedPagePath(locale, variant.mode)}
      words={{
        save: t('offline.save'),
        saving: String(t.raw('offline.saving')),
        saved: t('offline.saved'),
        remove: t('offline.remove'),
        removed: t('offline.removed'),
        failed: t('offline.failed'),
        unavailable: t('offline.unavailable'),
        savedLink: t('offline.savedLink'),
      }}
    />
  )

  return (
    <div className="pb-16 md:pb-20">
      <JsonLd
        data={articleData({
          ...story,
          teller: tellerName(story),
          images: story.cover.asset ? [shareImageUrl(story.cover)] : [],
          photos: photos.flatMap(
            (photo, index) => photoObjectInput(photo, story.slug, index + 1) ?? [],
          ),
        })}
      />
      <div
        aria-hidden="true"
        data-reading-progress
        className="fixed inset-x-0 top-0 z-50 reading-progress h-[3px] origin-left bg-clay rtl:origin-right"
      />
      {language !== locale && (
        <p className="mx-auto max-w-3xl px-5 pt-6 text-sm text-ink-soft" data-untranslated>
          {t('story.untranslated', { language: languageName(language, locale) })}
        </p>
      )}
      {/* A story read in another language than the page's says so, for screen readers and fonts. */}
      <article {...(language !== locale && { lang: language, dir: textDirection(language) })}>
        <StoryHeader story={story} coverLink={links.get(COVER_KEY)} actions={saveButton} />
        <div className="mt-16 md:mt-24">
          <ContentBlocks blocks={story.content} country={story.country} links={links} />
        </div>
        <div className="mt-20 md:mt-28">
          <StoryCredits
            storyTeller={tellerName(story)}
            tellerGender={story.tellerGender}
            credits={story.credits}
          />
        </div>
        <section aria-labelledby="share" className="mx-auto mt-12 max-w-3xl px-5">
          <h2 id="share" className="font-display text-xl font-semibold">
            {t('story.share')}
          </h2>
          <div className="mt-4">
            <ShareStory
              url={url}
              title={story.title}
              words={{
                share: t('story.share'),
                copy: t('story.copyLink'),
                copied: t('story.copied'),
                copyThis: String(t.raw('story.copyThis')),
                newTab: t('link.newTab'),
              }}
            />
          </div>
        </section>
      </article>
      <div className="mt-16 md:mt-20">
        <StoryNeighbours older={end.older} newer={end.newer} />
      </div>
      <div className="mt-16 space-y-20 md:mt-20 md:space-y-28">
        <MoreStories
          id="more-country"
          title={t('story.moreFromCountry', {
            country: storyCountryInText(story.country, locale),
          })}
          stories={end.sameCountry}
        />
        {story.category && (
          <MoreStories
            id="more-category"
            title={t('story.moreInCategory', {
              category: categoryInText(story.category.title, locale),
            })}
            stories={end.sameCategory}
          />
        )}
      </div>
    </div>
  )
}
