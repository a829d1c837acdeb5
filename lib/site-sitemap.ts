// The site's sitemaps from its content (lib/sitemap.ts): which sitemaps there are is cached apart
// (a few ids and dates), so the index and a request for an unknown sitemap cost a cache read, not
// a walk over every story.
import 'server-only'

import { cacheTag } from 'next/cache'

import { collectPeople } from '@/lib/people'
import { sitemapChunk, sitemapIds, sitemapXml } from '@/lib/sitemap'
import { getSitemapStories, getStoryPeople } from '@/sanity/content'
import { TAGS } from '@/sanity/tags'

/** What the sitemaps list: every published story with its versions, and every person named. */
export async function siteSitemapContent() {
  const [stories, storyPeople] = await Promise.all([getSitemapStories(), getStoryPeople()])
  return [stories, [...collectPeople(storyPeople).values()]] as const
}

/** Each sitemap's id and latest change (what the index lists). */
export async function siteSitemaps() {
  'use cache'
  // The tags of what the content is read from.
  cacheTag(TAGS.story, TAGS.category, TAGS.person, TAGS.translations)
  return sitemapIds(...(await siteSitemapContent()))
}

/** Sitemap `id`'s XML (empty of URLs past the last). */
export async function siteSitemapXml(id: number) {
  'use cache'
  cacheTag(TAGS.story, TAGS.category, TAGS.person, TAGS.translations)
  return sitemapXml(sitemapChunk(id, ...(await siteSitemapContent())))
}
