import { conditionalResponse } from '@/lib/conditional-response'
import { FEED_TYPES, jsonFeed, lastChange } from '@/lib/feeds'
import { getFeedStories } from '@/sanity/content'

// As /feed.xml: stories read through the cache, a 304 for a feed reader's current copy.
export async function GET(request: Request) {
  const stories = await getFeedStories()
  const updated = lastChange(stories)
  return conditionalResponse(request, JSON.stringify(jsonFeed(stories)), {
    contentType: `${FEED_TYPES.json}; charset=utf-8`,
    lastModified: updated ? new Date(updated) : undefined,
  })
}
