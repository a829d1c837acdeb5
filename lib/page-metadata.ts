// Every page's metadata in one shape: its canonical URL, title and description, with the Open
// Graph and Twitter cards that link previews read, and the feeds. Next merges metadata one key
// deep, so a page that sets `alternates` drops the layout's: each page's set comes from here.
import { stegaClean } from '@sanity/client/stega'
import type { Metadata } from 'next'

import { FEED_PATHS, FEED_TYPES } from '@/lib/feeds'
import { site } from '@/lib/site'

export type PageImage = { url: string; width: number; height: number; alt?: string }

/** The site's own card (app/og/site), for a page with no photograph of its own to share. */
export const SITE_CARD = {
  text: 'Photo stories from across Africa: its places, its people and its light.',
  image: {
    url: '/og/site',
    width: 1200,
    height: 630,
    alt: `${site.name}: photo stories from across Africa`,
  },
} as const

type PageMetadata = {
  /** The page's own title; the layout's template adds the site's name. */
  title?: string
  description: string
  /** The page's path on the site, its canonical URL (absolute against SITE_URL). */
  path: string
  images?: PageImage[]
  type?: 'website' | 'article' | 'profile'
  /** Open Graph article dates and author, for a story. */
  article?: { publishedTime: string; modifiedTime: string; authors: string[]; tags: string[] }
}

/** The feeds, linked from every page's head. */
export const FEED_ALTERNATES = {
  [FEED_TYPES.rss]: [{ url: FEED_PATHS.rss, title: `${site.name} (RSS)` }],
  [FEED_TYPES.json]: [{ url: FEED_PATHS.json, title: `${site.name} (JSON Feed)` }],
}

/**
 * In draft mode the text comes marked for click-to-edit (sanity/stega.ts); a title bar, a link
 * preview or a search engine must get it as written, so it is cleaned here.
 */
export function pageMetadata(marked: PageMetadata): Metadata {
  const { title, description, path, type = 'website', article, ...rest } = stegaClean(marked)
  const images: PageImage[] = rest.images?.length ? rest.images : [SITE_CARD.image]
  const shared = { description, url: path, siteName: site.name, locale: 'en' }
  const cardTitle = title ?? site.name
  return {
    ...(title !== undefined && { title }),
    description,
    alternates: { canonical: path, types: FEED_ALTERNATES },
    openGraph:
      type === 'article' && article
        ? { ...shared, type, title: cardTitle, images, ...article }
        : { ...shared, type, title: cardTitle, images },
    twitter: {
      card: 'summary_large_image',
      title: cardTitle,
      description,
      images: images.map(({ url, alt }) => ({ url, ...(alt && { alt }) })),
    },
  }
}
