// A feed's answer, in one language: the stories read through the cache (refreshed when a story
// is published, by their getter's tags); per request, so a feed reader's copy that is still
// current gets a 304 instead of the whole feed.
import 'server-only'

import { conditionalResponse } from '@/lib/conditional-response'
import { FEED_TYPES, jsonFeed, lastChange, rssFeed } from '@/lib/feeds'
import type { Locale } from '@/lib/i18n/locales'
import { getFeedStories } from '@/sanity/content'

export async function feedResponse(
  request: Request,
  kind: 'rss' | 'json',
  locale: Locale,
): Promise<Response> {
  const stories = await getFeedStories(locale)
  const updated = lastChange(stories)
  const body = kind === 'rss' ? rssFeed(stories, locale) : JSON.stringify(jsonFeed(stories, locale))
  return conditionalResponse(request, body, {
    contentType: `${FEED_TYPES[kind]}; charset=utf-8`,
    lastModified: updated ? new Date(updated) : undefined,
  })
}
