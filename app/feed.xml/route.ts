import { FEED_TYPES, rssFeed } from '@/lib/feeds'
import { getFeedStories } from '@/sanity/content'

// Built with the site and rebuilt when a story is published (its getter's cache tags).
export async function GET() {
  return new Response(rssFeed(await getFeedStories()), {
    headers: { 'content-type': `${FEED_TYPES.rss}; charset=utf-8` },
  })
}
