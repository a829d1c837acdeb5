// A feed's answer, in one language: the stories read through the cache (refreshed when a story
// is published, by their getter's tags); per request, so a feed reader's copy that is still
// current gets a 304 instead of the whole feed.
import 'server-only'

import { conditionalResponse } from '@/lib/conditional-response'
import { FEED_TYPES, feedImages, jsonFeed, lastChange, rssFeed } from '@/lib/feeds'
import type { Locale } from '@/lib/i18n/locales'
import { getFeedStories } from '@/sanity/content'
import { imageLength } from '@/sanity/image-length'

export async function feedResponse(
  request: Request,
  kind: 'rss' | 'json',
  locale: Locale,
): Promise<Response> {
  const stories = await getFeedStories(locale)
  const updated = lastChange(stories)
  const body =
    kind === 'rss'
      ? rssFeed(stories, locale, await enclosureBytes(feedImages(stories)))
      : JSON.stringify(jsonFeed(stories, locale))
  return conditionalResponse(request, body, {
    contentType: `${FEED_TYPES[kind]}; charset=utf-8`,
    lastModified: updated ? new Date(updated) : undefined,
  })
}

/** Each file's bytes, where they can be known. */
async function enclosureBytes(urls: readonly string[]): Promise<Map<string, number>> {
  const sizes = await Promise.all(urls.map(async (url) => [url, await imageLength(url)] as const))
  return new Map(sizes.flatMap(([url, bytes]) => (bytes === undefined ? [] : [[url, bytes]])))
}
