import type { MetadataRoute } from 'next'

import { collectPeople } from '@/lib/people'
import { sitemapEntries } from '@/lib/sitemap'
import { getSitemapStories, getStoryPeople } from '@/sanity/content'

// Built with the site and rebuilt when a story is published (its getters' cache tags).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [stories, storyPeople] = await Promise.all([getSitemapStories(), getStoryPeople()])
  return sitemapEntries(stories, collectPeople(storyPeople).values())
}
