// A story's link-preview card, /og/stories/<slug> (drawn by story-card-image.tsx beside it): on
// its first request, then kept with the story's cache tags, so a publish redraws it; a 404 for any
// slug that names no published story, decided by the proxy's set of stories before any query or
// drawing.
import { cacheLife, cacheTag } from 'next/cache'

import { shareImageUrl } from '@/sanity/image-url'
import { personName } from '@/lib/people'
import { isSlug } from '@/lib/slug'
import { storyCardImage } from '@/app/og/card-image'
import { getStory } from '@/sanity/content'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { imageBytes } from '@/sanity/image-bytes'
import { storyGate } from '@/sanity/gates/story-gate'
import { storyTag, TAGS } from '@/sanity/tags'

/** The card as base64 (what a cache entry holds well), or null for no such story. */
async function storyCard(slug: string): Promise<string | null> {
  'use cache'
  cacheTag(storyTag(slug), TAGS.category, TAGS.person)
  cacheLife('max')
  // Published only: a card is fetched by other services, never in an editor's preview.
  // The original's card, in English, for now: a translation's card is issue 30's next step.
  const story = await getStory(slug, {
    language: DEFAULT_LOCALE,
    locale: DEFAULT_LOCALE,
    preview: false,
  })
  if (!story) return null
  const cover = story.cover.asset ? await imageBytes(shareImageUrl(story.cover)) : null
  const teller = story.storyTeller ? personName(story.storyTeller) : undefined
  const card = await storyCardImage(
    { title: story.title, country: story.country, category: story.category?.title, teller },
    cover,
  )
  return card.toString('base64')
}

const notFound = () =>
  new Response('No such story.\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })

export async function GET(_request: Request, { params }: RouteContext<'/og/stories/[slug]'>) {
  const { slug } = await params
  if (!isSlug(slug) || !(await storyGate.isPublished(slug))) return notFound()
  const card = await storyCard(slug)
  if (!card) return notFound()
  const bytes = Buffer.from(card, 'base64')
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(bytes.length),
      // Link previews are fetched by other services; an hour keeps a renamed story's card fresh.
      'cache-control': 'public, max-age=3600',
    },
  })
}
