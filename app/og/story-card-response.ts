// A story's link-preview card in one of its languages: /og/stories/<slug> for an English story,
// /og/<language>/stories/<slug> for a translation (an Arabic one shares its original's slug). Drawn
// on its first request, then kept with the story's cache tags, so a publish redraws it; a 404 for
// any slug that names no published story, decided by the proxy's set of stories before any query
// or drawing, and for a language the story has no version in.
import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import { storyCardImage } from '@/app/og/card-image'
import { noCard } from '@/app/og/no-card'
import { storyCountryName } from '@/lib/i18n/country-names'
import type { Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { personName } from '@/lib/people'
import { isSlug } from '@/lib/slug'
import { getStory } from '@/sanity/content'
import { storyGate } from '@/sanity/gates/story-gate'
import { imageBytes } from '@/sanity/image-bytes'
import { shareImageUrl } from '@/sanity/image-url'
import { storyTag, TAGS } from '@/sanity/tags'

/** The card as base64 (what a cache entry holds well), or null for no such version. */
async function storyCard(slug: string, language: Locale): Promise<string | null> {
  'use cache'
  cacheTag(storyTag(slug), TAGS.category, TAGS.person)
  cacheLife('max')
  // Published only: a card is fetched by other services, never in an editor's preview.
  const story = await getStory(slug, { language, locale: language, preview: false })
  if (!story) return null
  const cover = story.cover.asset ? await imageBytes(shareImageUrl(story.cover)) : null
  const teller = story.storyTeller ? personName(story.storyTeller) : undefined
  const card = await storyCardImage(
    {
      title: story.title,
      country: storyCountryName(story.country, language),
      category: story.category?.title,
      byline: teller && translator(language)('card.by', { teller }),
      language,
    },
    cover,
  )
  return card.toString('base64')
}

export async function storyCardResponse(slug: string, language: Locale): Promise<Response> {
  if (!isSlug(slug) || !(await storyGate.isPublished(slug))) return noCard()
  const card = await storyCard(slug, language)
  if (!card) return noCard()
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
