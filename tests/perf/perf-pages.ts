// The pages the budgets cover, as paths on the site under test; the story is the newest one, the
// country and person pages its country's and its teller's, the search one for its country.
import { pageVariant } from '@/lib/page-variant'
import { isCountry } from '@/lib/lists/countries'

import { publishedStories, readDataset, translatedStories } from '@/tests/support/dataset'
import {
  PAGE_NAMES,
  PERF_PAGE_NAMES,
  SAVE_DATA_HEADERS,
  type LitePageName,
  type PerfPageName,
} from '@/tests/perf/budgets'
import type { PageMode } from '@/lib/data-saver'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales'
import {
  countryPath,
  hrefIn,
  PAGES,
  personPath,
  photoPath,
  searchHref,
  storiesHref,
  storyPath,
} from '@/lib/routes'

/**
 * `skipAudits`: Lighthouse audits that do not apply to the page. Search results are kept out of
 * search engines on purpose (`noindex`, as Google asks of results pages), which Lighthouse's SEO
 * score counts as a fault ("Page is blocked from indexing"); every other SEO audit still counts.
 */
export type PerfPage = {
  name: PerfPageName
  path: string
  /** The page's language; English unless given. */
  locale?: Locale
  skipAudits?: readonly string[]
}

const SKIPPED_AUDITS: Partial<Record<PerfPageName, readonly string[]>> = {
  search: ['is-crawlable'],
}

export function perfPages(): PerfPage[] {
  const story = publishedStories()[0]
  if (!story) throw new Error('The dataset has no published story to measure.')
  const teller = readDataset().find((doc) => doc._id === story.storyTeller._ref)
  const tellerPath =
    teller?._type === 'person' ? personPath(`${teller.firstName} ${teller.lastName}`) : null
  if (!tellerPath || !isCountry(story.country)) throw new Error('The newest story has no teller.')
  const storyAt = storyPath(story.slug.current)
  const paths: Partial<Record<PerfPageName, string>> = {
    story: storyAt,
    country: countryPath(story.country),
    person: tellerPath,
    search: searchHref(story.country),
    '/fr': '/',
    'fr story': storyAt,
    '/ar': '/',
    'ar story': storyAt,
  }
  const locales: Partial<Record<PerfPageName, Locale>> = {
    '/fr': 'fr',
    'fr story': 'fr',
    '/ar': 'ar',
    'ar story': 'ar',
  }
  return PERF_PAGE_NAMES.map((name) => ({
    name,
    path: paths[name] ?? name,
    ...(locales[name] && { locale: locales[name] }),
    ...(SKIPPED_AUDITS[name] && { skipAudits: SKIPPED_AUDITS[name] }),
  }))
}

/**
 * The pages as Lighthouse targets on the site at `siteUrl`, at their URLs in `mode` (data saver's
 * asked with `Save-Data: on`, as a browser with data saver on asks).
 */
export const perfTargets = (siteUrl: string, pages: readonly PerfPage[], mode: PageMode = 'full') =>
  pages.map((page) => ({
    name: page.name,
    url: `${siteUrl}${hrefIn(pageVariant(mode, page.locale), page.path)}`,
    ...(mode === 'lite' && { extraHeaders: SAVE_DATA_HEADERS }),
    ...(page.skipAudits && { skipAudits: page.skipAudits }),
  }))

/** A page as the byte gate loads it: one English page of the budgets, in a language and mode. */
export type WeighedPage = {
  /** `/latest`, `fr story`, `ar /countries (lite)`. */
  label: string
  name: LitePageName
  locale: Locale
  mode: PageMode
  url: string
  /** The screen's density, when not the phone's (PHONE_CONTEXT's 1.75). */
  density?: number
}

/**
 * The densest screen data saver's pages are weighed on besides the phone's: its photographs'
 * files must stay within budget at 4x too (SAVER_ASSUMED_DENSITY picks about 1.8x files there).
 */
export const LITE_MAX_DENSITY = 4

/** Data saver's own pages beyond the budgets' English ones (LITE_PAGE_NAMES). */
function litePages(): { name: LitePageName; path: string }[] {
  const story = publishedStories()[0]
  if (!story) throw new Error('The dataset has no published story to measure.')
  return [
    { name: 'stories filtered', path: storiesHref({ category: '', country: story.country }) },
    { name: 'photo', path: photoPath(story.slug.current, 2) },
    { name: 'saved', path: PAGES.saved },
  ]
}

/**
 * Every English page of the budgets in every language, each in both modes (data saver at its
 * lite URL, asked with `Save-Data: on` as a browser with data saver on asks), and data saver's
 * own pages (LITE_PAGE_NAMES).
 */
export function weighedPages(siteUrl: string): WeighedPage[] {
  const english = perfPages().flatMap((page) => {
    const name = PAGE_NAMES.find((each) => each === page.name)
    return name && !page.locale ? [{ name, path: page.path }] : []
  })
  const pages = { full: english, lite: [...english, ...litePages()] }
  const weighed = (['full', 'lite'] as const).flatMap((mode) =>
    LOCALES.flatMap((locale) =>
      pages[mode].map((page) => ({
        label: `${locale === DEFAULT_LOCALE ? '' : `${locale} `}${page.name}${mode === 'lite' ? ' (lite)' : ''}`,
        name: page.name,
        locale,
        mode,
        url: `${siteUrl}${hrefIn(pageVariant(mode, locale), page.path)}`,
      })),
    ),
  )
  return [...weighed, ...weighed.filter(({ mode }) => mode === 'lite').map(atDensity)]
}

/** `page` on a screen of LITE_MAX_DENSITY: `story (lite) @4x`. */
export const atDensity = (page: WeighedPage): WeighedPage => ({
  ...page,
  label: `${page.label} @${LITE_MAX_DENSITY}x`,
  density: LITE_MAX_DENSITY,
})

/**
 * Every story's data saver page in `locale` a reader can open: each original, under that
 * language's chrome, and each translation into it. `originals`: only these of the originals (an
 * original not translated reads the same in every language but for the chrome's words).
 */
export function liteStoryUrls(
  siteUrl: string,
  locale: Locale,
  originals?: readonly string[],
): string[] {
  const documents = readDataset()
  const slugs = new Set([
    ...(originals ?? publishedStories(documents).map((story) => story.slug.current)),
    ...(locale === DEFAULT_LOCALE ? [] : translatedStories(locale, documents)).map(
      ({ story }) => story.slug.current,
    ),
  ])
  return [...slugs].map(
    (slug) => `${siteUrl}${hrefIn(pageVariant('lite', locale), storyPath(slug))}`,
  )
}
