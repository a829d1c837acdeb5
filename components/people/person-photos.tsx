import { SanityImage } from '@/components/images/sanity-image'
import { SiteLink } from '@/components/site-link'
import { StoryLanguageMark } from '@/components/story-language-mark'
import { otherLanguage } from '@/lib/i18n/content-language'
import type { CreditedPhotoResult } from '@/sanity/types'
import { pageLocale } from '@/lib/i18n/page-locale'
import { translator } from '@/lib/i18n/translator'
import { photoPath } from '@/lib/routes'
import { PHOTO_BOXES } from '@/lib/image-sizes'

type CreditedPhoto = {
  story: string
  storyTitle: string
  /** The language of the story's version shown: its caption and title. */
  language: string
  n: number
  photo: CreditedPhotoResult
}

// Rows of photographs at their own shape (no crop), top-aligned: 2 on a phone, 3 from md. Rows
// rather than CSS columns, which rebalance as the HTML streams in: on a slow network photographs
// hopped between columns while the page loaded (and a lazy one crossed the loading distance or
// not, so the page's weight varied from load to load); rows also read in order, left to right.
const SIZES = '(min-width: 1280px) 405px, (min-width: 768px) 31vw, 48vw'

/** A photographer's credited photographs, each with its caption, opening its photo page. */
export async function PersonPhotos({
  photos,
  priority,
}: {
  photos: CreditedPhoto[]
  /** Whether the first photograph is the page's LCP (eager, high priority). */
  priority: boolean
}) {
  const locale = await pageLocale()
  const t = translator(locale)
  return (
    <ul className="grid grid-cols-2 items-start gap-x-4 gap-y-5 md:grid-cols-3 md:gap-x-6 md:gap-y-8">
      {photos.map(({ story, storyTitle, language, n, photo }, index) => (
        <li key={`${story}/${n}`}>
          {/* The caption's link covers the figure, rather than wrapping it: in data saver mode the
              photograph is a button that loads it, and a link may not hold one (nor another link). */}
          <figure className="group relative">
            <SanityImage
              image={photo}
              {...PHOTO_BOXES.personPhoto}
              sizes={SIZES}
              priority={priority && index === 0}
              onTap={!(priority && index === 0)}
              className="h-auto w-full rounded-sm transition group-hover:opacity-90"
            />
            <figcaption className="mt-2 text-sm leading-relaxed">
              <SiteLink href={photoPath(story, n)} className="block after:absolute after:inset-0">
                {photo.caption && (
                  <span
                    className="block text-ink group-hover:text-clay"
                    {...otherLanguage(language, locale)}
                  >
                    {photo.caption}
                  </span>
                )}
                <span className="block text-ink-faint">
                  {t.rich('photo.from', {
                    story: () => (
                      <cite className="not-italic" {...otherLanguage(language, locale)}>
                        {storyTitle}
                      </cite>
                    ),
                  })}
                  <StoryLanguageMark language={language} className="block" />
                </span>
              </SiteLink>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
