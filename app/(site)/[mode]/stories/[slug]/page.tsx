import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentBlocks } from '@/components/story/content-blocks'
import { RelatedStories } from '@/components/story/related-stories'
import { StoryCredits } from '@/components/story/story-credits'
import { StoryHeader } from '@/components/story/story-header'
import { isSaverMode } from '@/lib/data-saver'
import { OG_IMAGE, urlForImage } from '@/lib/image'
import { isPlaceholderSlug, storyParams } from '@/lib/story-params'
import { getRelatedStories, getStory, getStorySlugs } from '@/sanity/content'

/**
 * The whole page must be produced by a (pre)render, never streamed per request. For a slug that
 * was not in generateStaticParams (a story published after the build) the first request then
 * waits for that render instead of being sent the route's generic shell with status 200; so
 * when the slug is unknown, notFound() runs before the response starts and the status is a real
 * 404. Known slugs stay fully static; new ones are rendered once, cached, and served after.
 */
export const ensureStatic = 'navigation'

/**
 * No instant-navigation shell: the story is read from its slug at the top, not inside a
 * <Suspense> boundary, because a boundary this large is moved out of place in the static HTML
 * (after the footer, hidden, put back by an inline script) and a reader without JavaScript (or
 * whose script has not arrived on a slow connection) would see a skeleton instead of the story.
 * Every story is static and its link prefetches it, so a click waits one round trip at most.
 */
export const instant = false

export async function generateStaticParams() {
  // A placeholder when there are no stories yet: the 'navigation' check needs at least one param.
  return storyParams(await getStorySlugs())
}

/** The story, or null for an unknown slug and for the no-stories placeholder. */
function findStory(slug: string) {
  return isPlaceholderSlug(slug) ? Promise.resolve(null) : getStory(slug)
}

export async function generateMetadata({
  params,
}: PageProps<'/[mode]/stories/[slug]'>): Promise<Metadata> {
  const { slug } = await params
  const story = await findStory(slug)
  if (!story) notFound()
  const image = story.cover.asset
    ? [
        {
          url: urlForImage(story.cover).width(OG_IMAGE.width).height(OG_IMAGE.height).url(),
          ...OG_IMAGE,
        },
      ]
    : []
  return {
    title: story.title,
    description: story.description,
    openGraph: {
      type: 'article',
      title: story.title,
      description: story.description,
      images: image,
    },
  }
}

export default async function StoryPage({ params }: PageProps<'/[mode]/stories/[slug]'>) {
  const { mode, slug } = await params
  const saver = isSaverMode(mode)
  const story = await findStory(slug)
  if (!story) notFound()
  // After the story: its category is what narrows the related ones (flat as stories grow).
  const related = await getRelatedStories(story)

  return (
    <div className="pb-16 md:pb-20">
      <article>
        <StoryHeader story={story} saver={saver} />
        <div className="mt-16 md:mt-24">
          <ContentBlocks blocks={story.content} saver={saver} />
        </div>
        <div className="mt-20 md:mt-28">
          <StoryCredits credits={story.credits} />
        </div>
      </article>
      <div className="mt-20 md:mt-28">
        <RelatedStories stories={related} saver={saver} />
      </div>
    </div>
  )
}
