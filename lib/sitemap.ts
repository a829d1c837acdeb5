// What /sitemap.xml lists (app/sitemap.ts): the site's own pages, every published story and its
// photographs' pages, every country with stories and every person named on them, in every language, each with when it
// last changed. Absolute URLs on SITE_URL only; drafts never appear, as every list here is read
// published.
import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/absolute-url'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales'
import { pageVariant, publicPath } from '@/lib/page-variant'
import { isCountry } from '@/lib/lists/countries'
import { languageAlternates } from '@/lib/page-metadata'
import type { Person } from '@/lib/people'
import { PAGES, countryPath, personSlugPath, photoPath, storyPath } from '@/lib/routes'

export const SITEMAP_PATH = '/sitemap.xml'

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

const newest = (dates: readonly string[]) =>
  dates.reduce<string | undefined>(
    (max, date) => (max === undefined || date > max ? date : max),
    undefined,
  )

export function sitemapEntries(
  stories: readonly SitemapStory[],
  people: Iterable<Pick<Person, 'slug' | 'updatedAt'>>,
): MetadataRoute.Sitemap {
  const latest = newest(stories.map((story) => story.updatedAt))
  const byCountry = new Map<string, string[]>()
  for (const { country, updatedAt } of stories) {
    byCountry.set(country, [...(byCountry.get(country) ?? []), updatedAt])
  }
  // Each page in every language, each URL naming the others (`hreflang`, with x-default).
  const entry = (path: string, lastModified?: string) => {
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
  // A story in the languages it is written in, each version naming the others: a language
  // without a version shows the English, whose page is the one to index.
  const storyEntries = (story: SitemapStory, path: (slug: string) => string) => {
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
  return [
    ...LIST_ROUTES.flatMap((path) => entry(path, latest)),
    ...FIXED_ROUTES.flatMap((path) => entry(path)),
    ...stories.flatMap((story) => [
      ...storyEntries(story, storyPath),
      // Each photograph's own page, in the versions its story has.
      ...Array.from({ length: story.photos }, (_, index) =>
        storyEntries(story, (slug) => photoPath(slug, index + 1)),
      ).flat(),
    ]),
    ...[...byCountry].flatMap(([country, dates]) =>
      isCountry(country) ? entry(countryPath(country), newest(dates)) : [],
    ),
    ...[...people].flatMap((person) => entry(personSlugPath(person.slug), person.updatedAt)),
  ]
}
