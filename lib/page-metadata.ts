// Every page's metadata in one shape: its canonical URL, title and description, with the Open
// Graph and Twitter cards that link previews read, and the feeds. Next merges metadata one key
// deep, so a page that sets `alternates` drops the layout's: each page's set comes from here.
import { stegaClean } from '@sanity/client/stega'
import type { Metadata } from 'next'

import { FEED_TYPES, feedPath } from '@/lib/feeds'
import { byLocale, DEFAULT_LOCALE, LANGUAGES, LOCALES, type Locale } from '@/lib/i18n/locales'
import { pageVariant, publicPath } from '@/lib/page-variant'
import { siteCardPath } from '@/lib/card-paths'
import { site } from '@/lib/site'
import { translator } from '@/lib/i18n/translator'

export type PageImage = { url: string; width: number; height: number; alt?: string }

/** The size of the site's own card (app/og/[locale]/site), for a page with no photograph of its own. */
const SITE_CARD = { width: 1200, height: 630 } as const

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
  /**
   * A page written in some languages only (a story and its translations): each version's path.
   * Its alternates are those versions; a reader's language without one shows `language`'s text,
   * whose version is then the canonical URL.
   */
  versions?: { paths: Partial<Record<Locale, string>>; language: Locale }
}

/** The feeds in the page's language, linked from every page's head. */
export const feedAlternates = (locale: Locale) => ({
  [FEED_TYPES.rss]: [{ url: feedPath('rss', locale), title: `${site.name} (RSS)` }],
  [FEED_TYPES.json]: [{ url: feedPath('json', locale), title: `${site.name} (JSON Feed)` }],
})

/**
 * A page's URL in every language (`hreflang`), with `x-default`, the English one, for a reader
 * whose language the site does not speak. Data saver's URLs are never canonical: the full ones.
 */
export function languageAlternates(path: string): Record<Locale | 'x-default', string> {
  const urls = byLocale((locale) => publicPath(pageVariant('full', locale), path))
  return { ...urls, 'x-default': urls[DEFAULT_LOCALE] }
}

/**
 * The alternates of a page written in some languages only: each version's full URL, with
 * `x-default` the English one (else the page's own), and the canonical URL: the reader's
 * language's version, else the version shown.
 */
function versionAlternates(
  { paths, language }: NonNullable<PageMetadata['versions']>,
  locale: Locale,
) {
  const written = LOCALES.filter((other) => paths[other] !== undefined)
  const urls: Partial<Record<Locale, string>> = {}
  for (const other of written)
    urls[other] = publicPath(pageVariant('full', other), paths[other] ?? '/')
  const url = urls[locale] ?? urls[language] ?? ''
  return {
    languages: { ...urls, 'x-default': urls[DEFAULT_LOCALE] ?? url },
    url,
    written,
  }
}

/**
 * In draft mode the text comes marked for click-to-edit (sanity/stega.ts); a title bar, a link
 * preview or a search engine must get it as written, so it is cleaned here. `locale`: the page's
 * language; its canonical URL is that language's, with the others as alternates.
 */
export function pageMetadata(marked: PageMetadata, locale: Locale = DEFAULT_LOCALE): Metadata {
  const {
    title,
    description,
    path,
    type = 'website',
    article,
    versions,
    ...rest
  } = stegaClean(marked)
  const images: PageImage[] = rest.images?.length
    ? rest.images
    : [{ url: siteCardPath(locale), ...SITE_CARD, alt: translator(locale)('home.imageAlt') }]
  const { languages, url, written } = versions
    ? versionAlternates(versions, locale)
    : {
        languages: languageAlternates(path),
        url: languageAlternates(path)[locale],
        written: LOCALES,
      }
  const ogLocale = versions?.language ?? locale
  const shared = {
    description,
    url,
    siteName: site.name,
    locale: LANGUAGES[ogLocale].openGraph,
    alternateLocale: written
      .filter((other) => other !== ogLocale)
      .map((other) => LANGUAGES[other].openGraph),
  }
  const cardTitle = title ?? site.name
  return {
    ...(title !== undefined && { title }),
    description,
    alternates: { canonical: url, languages, types: feedAlternates(locale) },
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
