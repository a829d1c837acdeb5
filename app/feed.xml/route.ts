import { conditionalResponse } from '@/lib/conditional-response'
import { FEED_TYPES, lastChange, rssFeed } from '@/lib/feeds'
import { getFeedStories } from '@/sanity/content'

// The stories are read through the cache (and refreshed when a story is published, by their
// getter's tags); the answer is per request, so a feed reader's copy that is still current gets a
// 304 instead of the whole feed.
export async function GET(request: Request) {
  const stories = await getFeedStories()
  const updated = lastChange(stories)
  return conditionalResponse(request, rssFeed(stories), {
    contentType: `${FEED_TYPES.rss}; charset=utf-8`,
    lastModified: updated ? new Date(updated) : undefined,
  })
}
