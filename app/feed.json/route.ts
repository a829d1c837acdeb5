import { FEED_TYPES, jsonFeed } from '@/lib/feeds'
import { getFeedStories } from '@/sanity/content'

// Built with the site and rebuilt when a story is published (its getter's cache tags).
export async function GET() {
  return new Response(JSON.stringify(jsonFeed(await getFeedStories())), {
    headers: { 'content-type': `${FEED_TYPES.json}; charset=utf-8` },
  })
}
