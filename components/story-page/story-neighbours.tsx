import { SanityImage } from '@/components/images/sanity-image'
import type { StoryCard } from '@/sanity/types'
import { storyPath } from '@/lib/routes'
import { PAGE_BOX_CLASS } from '@/lib/breakpoints'
import { SiteLink } from '@/components/site-link'
import { PHOTO_BOXES } from '@/lib/image-sizes'
import { pageLocale, pageTranslator } from '@/lib/i18n/page-locale'
import { StoryLanguageMark } from '@/components/story-language-mark'
import { otherLanguage } from '@/lib/i18n/content-language'

type Props = {
  /** Published just before this story. */
  older: StoryCard | null
  /** Published just after it. */
  newer: StoryCard | null
}

async function Neighbour({
  story,
  label,
  align,
}: {
  story: StoryCard
  label: string
  align: 'start' | 'end'
}) {
  const locale = await pageLocale()
  // A soft navigation, as the cards below it: the next story's payload, not a whole document.
  return (
    <SiteLink
      href={storyPath(story.slug)}
      rel={align === 'start' ? 'prev' : 'next'}
      className={`group flex items-center gap-4 rounded-sm p-2 hover:bg-paper-deep ${align === 'end' ? 'flex-row-reverse text-end' : ''}`}
    >
      <span className="w-16 shrink-0 overflow-hidden rounded-sm bg-paper-deep md:w-20">
        <SanityImage
          image={story.thumbnail}
          alt=""
          {...PHOTO_BOXES.neighbour}
          sizes="(min-width: 768px) 80px, 64px"
          className="aspect-[4/5] h-auto w-full object-cover"
        />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-[0.16em] text-ink-faint uppercase">
          {/* Each arrow points to its side of the page, mirrored in a right-to-left one. */}
          {align === 'start' && (
            <span aria-hidden="true" className="me-1 inline-block rtl:-scale-x-100">
              ←
            </span>
          )}
          {label}
          {align === 'end' && (
            <span aria-hidden="true" className="ms-1 inline-block rtl:-scale-x-100">
              →
            </span>
          )}
        </span>
        <span
          {...otherLanguage(story.language, locale)}
          className="mt-1 block font-display text-lg leading-snug font-semibold text-balance group-hover:text-clay-deep"
        >
          {story.title}
        </span>
        <StoryLanguageMark
          language={story.language}
          className="mt-1 block text-xs text-ink-faint"
        />
      </span>
    </SiteLink>
  )
}

/**
 * The stories published just before and after this one, with cover and title, named by date: the
 * newest story has an older one and no newer.
 */
export async function StoryNeighbours({ older, newer }: Props) {
  if (!older && !newer) return null
  const t = await pageTranslator()
  return (
    <nav
      aria-label={t('story.neighbours')}
      className={`${PAGE_BOX_CLASS} grid gap-4 border-y border-ink/10 py-6 sm:grid-cols-2`}
    >
      {older ? (
        <Neighbour story={older} label={t('story.older')} align="start" />
      ) : (
        <span className="hidden sm:block" />
      )}
      {newer && <Neighbour story={newer} label={t('story.newer')} align="end" />}
    </nav>
  )
}
