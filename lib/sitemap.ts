// What the sitemaps list (app/sitemaps/[file]): the site's own pages, every published story and its
// photographs' pages, every country with stories and every person named on them, in every
// language, each with when it last changed; split into sitemaps of SITEMAP_URLS each, which
// /sitemap.xml names (app/sitemap.xml: a sitemap index), so none nears the format's 50,000 URLs
// however large the archive. Absolute URLs on SITE_URL only; drafts never appear, as every list
// here is read published.
import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/absolute-url'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales'
import { pageVariant, publicPath } from '@/lib/page-variant'
import { isCountry } from '@/lib/lists/countries'
import { languageAlternates } from '@/lib/page-metadata'
import type { Person } from '@/lib/people'
import { PAGES, countryPath, personSlugPath, photoPath, storyPath } from '@/lib/routes'

/** The sitemap index, which robots.txt names. */
export const SITEMAP_PATH = '/sitemap.xml'

/**
 * How many URLs one sitemap lists: a tenth of the format's limit (50,000), and with each URL's
 * alternates in five languages (about 1 kB an entry), a few MB, far under its 50 MB.
 */
export const SITEMAP_URLS = 5_000

/** The address of sitemap `id` (app/sitemaps/[file]). */
export const sitemapPath = (id: number) => `/sitemaps/${id}.xml`

/** The id a sitemap's file name (`3.xml`) gives; undefined for any other name. */
export function sitemapFileId(file: string): number | undefined {
  const match = /^(0|[1-9]\d{0,5})\.xml$/.exec(file)
  return match ? Number(match[1]) : undefined
}

/** Pages that are always there; the lists change with every story. */
const LIST_ROUTES = ['/', PAGES.latest, PAGES.stories, PAGES.countries] as const
const FIXED_ROUTES = [PAGES.community, PAGES.team] as const

/** A story with each of its versions (its original's alone when it has no translation). */
type SitemapStory = {
  slug: string
  country: string
  updatedAt: string
  /** How many photographs it has: its photo pages, 1 to `photos`, in every version. */
  photos: number
  versions: ReadonlyArray<{ language: Locale; slug: string; updatedAt: string }>
}

/** The latest of `dates` (ISO strings); undefined for none. */
export const newest = (dates: readonly string[]) =>
  dates.reduce<string | undefined>(
    (max, date) => (max === undefined || date > max ? date : max),
    undefined,
  )

// Each page in every language, each URL naming the others (`hreflang`, with x-default).
function pageEntries(path: string, lastModified?: string): MetadataRoute.Sitemap {
  const urls = languageAlternates(path)
  const languages = Object.fromEntries(
    Object.entries(urls).map(([language, url]) => [language, absoluteUrl(url)]),
  )
  return LOCALES.map((locale) => ({
    url: absoluteUrl(urls[locale]),
    ...(lastModified && { lastModified }),
    alternates: { languages },
  }))
}

// A story in the languages it is written in, each version naming the others: a language without
// a version shows the English, whose page is the one to index.
function storyEntries(story: SitemapStory, path: (slug: string) => string): MetadataRoute.Sitemap {
  const urls = new Map(
    story.versions.map(({ language, slug }) => [
      language,
      absoluteUrl(publicPath(pageVariant('full', language), path(slug))),
    ]),
  )
  const english = urls.get(DEFAULT_LOCALE)
  const languages = {
    ...Object.fromEntries(urls),
    ...(english && { 'x-default': english }),
  }
  return story.versions.map(({ language, updatedAt }) => ({
    url: urls.get(language) ?? '',
    lastModified: updatedAt,
    alternates: { languages },
  }))
}

/** What one sitemap holds whole: a page in every language, or a story with its photo pages. */
type Unit = { urls: number; lastModified: string | undefined; entries: () => MetadataRoute.Sitemap }

function pageUnit(path: string, lastModified?: string): Unit {
  return { urls: LOCALES.length, lastModified, entries: () => pageEntries(path, lastModified) }
}

/**
 * Everything the sitemaps list, in their order: the site's pages, the countries, the people, then
 * the stories oldest first (a new story changes the last sitemap). Entries are made only for the
 * sitemap asked for: at 5,000 stories there are over 100,000.
 */
function sitemapUnits(
  stories: readonly SitemapStory[],
  people: Iterable<Pick<Person, 'slug' | 'updatedAt'>>,
): Unit[] {
  const latest = newest(stories.map((story) => story.updatedAt))
  const byCountry = new Map<string, string[]>()
  for (const { country, updatedAt } of stories) {
    byCountry.set(country, [...(byCountry.get(country) ?? []), updatedAt])
  }
  return [
    ...LIST_ROUTES.map((path) => pageUnit(path, latest)),
    ...FIXED_ROUTES.map((path) => pageUnit(path)),
    ...[...byCountry].flatMap(([country, dates]) =>
      isCountry(country) ? [pageUnit(countryPath(country), newest(dates))] : [],
    ),
    ...[...people].map((person) => pageUnit(personSlugPath(person.slug), person.updatedAt)),
    ...[...stories].reverse().map((story) => ({
      urls: story.versions.length * (1 + story.photos),
      lastModified: newest(story.versions.map(({ updatedAt }) => updatedAt)),
      entries: () => [
        ...storyEntries(story, storyPath),
        // Each photograph's own page, in the versions its story has.
        ...Array.from({ length: story.photos }, (_, index) =>
          storyEntries(story, (slug) => photoPath(slug, index + 1)),
        ).flat(),
      ],
    })),
  ]
}

/** The units in sitemaps of at most SITEMAP_URLS URLs (a unit is never split), in order. */
function packed(units: readonly Unit[]): Unit[][] {
  const sitemaps: Unit[][] = [[]]
  let urls = 0
  for (const unit of units) {
    const current = sitemaps.at(-1) ?? []
    if (current.length > 0 && urls + unit.urls > SITEMAP_URLS) {
      sitemaps.push([unit])
      urls = unit.urls
    } else {
      current.push(unit)
      urls += unit.urls
    }
  }
  return sitemaps
}

type SitemapContent = [
  stories: readonly SitemapStory[],
  people: Iterable<Pick<Person, 'slug' | 'updatedAt'>>,
]

/** Every URL of every sitemap, in order. */
export function sitemapEntries(...content: SitemapContent): MetadataRoute.Sitemap {
  return sitemapUnits(...content).flatMap((unit) => unit.entries())
}

/** Sitemap `id`'s entries; none past the last. */
export function sitemapChunk(id: number, ...content: SitemapContent): MetadataRoute.Sitemap {
  return (packed(sitemapUnits(...content))[id] ?? []).flatMap((unit) => unit.entries())
}

/** Each sitemap's id and its latest change: what the index lists. */
export function sitemapIds(
  ...content: SitemapContent
): Array<{ id: number; lastModified: string | undefined }> {
  return packed(sitemapUnits(...content)).map((units, id) => ({
    id,
    lastModified: newest(units.flatMap(({ lastModified }) => lastModified ?? [])),
  }))
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/** The sitemap index (sitemaps.org): each sitemap's absolute URL and latest change. */
export function sitemapIndexXml(
  sitemaps: ReadonlyArray<{ id: number; lastModified: string | undefined }>,
): string {
  const items = sitemaps.map(
    ({ id, lastModified }) =>
      `<sitemap><loc>${escapeXml(absoluteUrl(sitemapPath(id)))}</loc>` +
      (lastModified ? `<lastmod>${lastModified}</lastmod>` : '') +
      '</sitemap>',
  )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('\n') +
    '\n</sitemapindex>\n'
  )
}

/** A sitemap's XML (sitemaps.org, with each URL's language versions as xhtml:link alternates). */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map(({ url, lastModified, alternates }) => {
    const links = Object.entries(alternates?.languages ?? {}).map(
      ([language, href]) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(String(href))}" />`,
    )
    const modified =
      lastModified === undefined
        ? []
        : [`<lastmod>${escapeXml(new Date(lastModified).toISOString())}</lastmod>`]
    return ['<url>', `<loc>${escapeXml(url)}</loc>`, ...links, ...modified, '</url>'].join('\n')
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  )
}
