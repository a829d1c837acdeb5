// The site's feeds of its newest stories: RSS 2.0 (built with `feed`) and JSON Feed 1.1 (plain
// JSON, typed here: `feed` still writes JSON Feed 1.0). Both carry each story's cover, its teller
// and a short HTML body, so a feed reader shows the story without opening the site.
import { Feed } from 'feed'

import { absoluteUrl } from '@/lib/absolute-url'
import { OG_IMAGE, SHARE_IMAGE_FORMAT, shareImageUrl } from '@/sanity/image-url'
import type { FeedStoriesQueryResult } from '@/sanity.types'
import { personName } from '@/lib/people'
import { site } from '@/lib/site'
import { personPath, storyPath } from '@/lib/routes'
import { storyCountryInText, storyCountryName } from '@/lib/i18n/country-names'
import type { Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { pageVariant, publicPath } from '@/lib/page-variant'

export const FEED_PATHS = { rss: '/feed.xml', json: '/feed.json' } as const

/** A feed's path in `locale`: `/feed.xml` in English, `/fr/feed.xml` in French. */
export const feedPath = (kind: keyof typeof FEED_PATHS, locale: Locale) =>
  publicPath(pageVariant('full', locale), FEED_PATHS[kind])
export const FEED_TYPES = { rss: 'application/rss+xml', json: 'application/feed+json' } as const

/** A story as the feeds read it. */
export type FeedStory = FeedStoriesQueryResult[number]

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function storyParts(story: FeedStory, locale: Locale) {
  const t = translator(locale)
  const url = absoluteUrl(publicPath(pageVariant('full', locale), storyPath(story.slug)))
  const teller = story.storyTeller && personName(story.storyTeller)
  const tellerPath = teller ? personPath(teller) : null
  // The 1200x630 crop around the editor's hotspot that link previews show too.
  const image = story.cover?.asset ? shareImageUrl(story.cover) : undefined
  const tags: string[] = [story.category?.title, storyCountryName(story.country, locale)].filter(
    (tag) => !!tag,
  )
  const html = [
    image
      ? `<p><img src="${escapeHtml(image)}" alt="" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}"></p>`
      : '',
    `<p>${escapeHtml(story.description)}</p>`,
    teller
      ? `<p>${escapeHtml(t('feed.byFrom', { teller, country: storyCountryInText(story.country, locale) }))}</p>`
      : '',
    `<p><a href="${escapeHtml(url)}">${escapeHtml(t('feed.read'))}</a></p>`,
  ].join('')
  return { url, teller, tellerUrl: tellerPath && absoluteUrl(tellerPath), image, tags, html }
}

/** The newest change among the stories: when the feed last changed (not when it was asked for). */
export const lastChange = (stories: readonly FeedStory[]) =>
  stories.reduce((newest, story) => (story.updatedAt > newest ? story.updatedAt : newest), '')

/** The home page in `locale`, absolute. */
const homeUrl = (locale: Locale) => absoluteUrl(publicPath(pageVariant('full', locale), '/'))

/**
 * The RSS feed of `stories` as a reader of `locale` is shown them: in their language, with the
 * stories that have no translation in English, each item saying its language (Dublin Core).
 */
export function rssFeed(
  stories: readonly FeedStory[],
  locale: Locale,
  /** Each cover file's bytes, where known: its enclosure's length (none without it). */
  imageBytes: ReadonlyMap<string, number> = new Map(),
): string {
  const updated = lastChange(stories)
  const feed = new Feed({
    id: homeUrl(locale),
    title: site.name,
    description: translator(locale)('home.description'),
    link: homeUrl(locale),
    language: locale,
    image: absoluteUrl('/icon.svg'),
    favicon: absoluteUrl('/icon.svg'),
    copyright: `© ${site.name}`,
    feedLinks: { rss: absoluteUrl(feedPath('rss', locale)) },
    generator: false,
    ...(updated && { updated: new Date(updated) }),
  })
  for (const story of stories) {
    const { url, teller, image, tags, html } = storyParts(story, locale)
    const dublinCore = [
      ...(teller ? [{ name: 'dc:creator', objects: { _text: teller } }] : []),
      { name: 'dc:language', objects: { _text: story.language } },
    ]
    feed.addItem({
      title: story.title,
      id: url,
      link: url,
      date: new Date(story.publishedOn),
      description: story.description,
      content: html,
      category: tags.map((name) => ({ name })),
      // RSS's <author> must be an e-mail address; Dublin Core's creator takes a name.
      extensions: dublinCore,
      // RSS asks for the file's true length: without one, no enclosure (the <img> above stays).
      ...(image &&
        imageBytes.has(image) && {
          image: { url: image, type: SHARE_IMAGE_FORMAT.type, length: imageBytes.get(image) },
        }),
    })
  }
  return feed.rss2()
}

/** JSON Feed 1.1: https://www.jsonfeed.org/version/1.1/ */
export type JsonFeed = {
  version: 'https://jsonfeed.org/version/1.1'
  title: string
  home_page_url: string
  feed_url: string
  description: string
  icon: string
  favicon: string
  language: string
  items: Array<{
    id: string
    url: string
    title: string
    summary: string
    content_html: string
    image?: string
    date_published: string
    date_modified: string
    language: string
    authors?: Array<{ name: string; url?: string }>
    tags: string[]
  }>
}

/** JSON Feed 1.1 of `stories` in `locale`, as rssFeed; each item names its language. */
export function jsonFeed(stories: readonly FeedStory[], locale: Locale): JsonFeed {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: site.name,
    home_page_url: homeUrl(locale),
    feed_url: absoluteUrl(feedPath('json', locale)),
    description: translator(locale)('home.description'),
    icon: absoluteUrl('/icon.svg'),
    favicon: absoluteUrl('/icon.svg'),
    language: locale,
    items: stories.map((story) => {
      const { url, teller, tellerUrl, image, tags, html } = storyParts(story, locale)
      return {
        id: url,
        url,
        title: story.title,
        summary: story.description,
        content_html: html,
        ...(image && { image }),
        date_published: new Date(story.publishedOn).toISOString(),
        date_modified: new Date(story.updatedAt).toISOString(),
        language: story.language,
        ...(teller && { authors: [{ name: teller, ...(tellerUrl && { url: tellerUrl }) }] }),
        tags,
      }
    }),
  }
}

/** The cover files an RSS feed of `stories` encloses (their bytes are its enclosures' lengths). */
export const feedImages = (stories: readonly FeedStory[]): string[] =>
  stories.flatMap((story) => (story.cover?.asset ? [shareImageUrl(story.cover)] : []))
