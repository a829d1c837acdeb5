import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { ContentBlocks } from '@/components/story/content-blocks'
import { RelatedStories } from '@/components/story/related-stories'
import { StoryCredits } from '@/components/story/story-credits'
import { StoryHeader } from '@/components/story/story-header'
import { StorySkeleton } from '@/components/story/story-skeleton'
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
}: PageProps<'/stories/[slug]'>): Promise<Metadata> {
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

/**
 * The slug is URL data, so it is read inside the boundary: the route's App Shell (what every link
 * to a story prefetches) is then the site's frame and the skeleton, and a click from one story to
 * another shows them at once while the story, static too, streams in. A prerender (the build, or
 * a story published since) still holds the whole story and answers an unknown slug with a 404:
 * Next sets the status from a notFound() inside a boundary while it prerenders.
 * Known cost: React moves a resolved boundary this large out of place in the static HTML (after
 * the footer, hidden, put back by an inline script), so without JavaScript the skeleton stays.
 */
export default async function StoryPage({ params }: PageProps<'/stories/[slug]'>) {
  // An editor's preview renders per request, where the status is sent before the boundary
  // resolves: there, look first, so an unknown slug is still a 404. (Off while prerendering.)
  if ((await draftMode()).isEnabled && !(await findStory((await params).slug))) notFound()
  return (
    <div className="pb-16 md:pb-20">
      <Suspense fallback={<StorySkeleton />}>
        <Story params={params} />
      </Suspense>
    </div>
  )
}

async function Story({ params }: Pick<PageProps<'/stories/[slug]'>, 'params'>) {
  const { slug } = await params
  const story = await findStory(slug)
  if (!story) notFound()
  // After the story: its category is what narrows the related ones (flat as stories grow).
  const related = await getRelatedStories(story)

  return (
    <>
      <article>
        <StoryHeader story={story} />
        <div className="mt-16 md:mt-24">
          <ContentBlocks blocks={story.content} />
        </div>
        <div className="mt-20 md:mt-28">
          <StoryCredits credits={story.credits} />
        </div>
      </article>
      <div className="mt-20 md:mt-28">
        <RelatedStories stories={related} />
      </div>
    </>
  )
}
