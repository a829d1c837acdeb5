// The site's pages in one table: each one's public path pattern, and every link to a page built
// from it. Nothing else writes a page's path (tests/unit/lib/routes.test.ts fails if it does), so
// a new page, or a new dimension of every URL, is a change here.
import { countrySlug } from '@/lib/country-path'
import { DATA_SAVER_ROUTE } from '@/lib/data-saver'
import type { Country } from '@/lib/lists/countries'
import { publicPath, type PageVariant } from '@/lib/page-variant'
import { slugify } from '@/lib/slug'
import type { StoryFilterValues } from '@/lib/story-filter'
import { isLiteScriptPath } from '@/lib/lite/script-name.mjs'
import { isAppIconFile } from '@/lib/app-icon-files'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'

/** Each page's path as a reader sees it; `:name` is a segment the page is about. */
export const PAGES = {
  home: '/',
  latest: '/latest',
  stories: '/stories',
  story: '/stories/:slug',
  photo: '/stories/:slug/photos/:n',
  community: '/community',
  team: '/theruumafrica',
  countries: '/countries',
  country: '/countries/:country',
  person: '/people/:slug',
  search: '/search',
  /** The stories a reader saved on this device, read from the browser's own storage. */
  saved: '/saved',
  /** What the service worker shows, offline, for a page the reader did not save. */
  offline: '/offline',
} as const

/**
 * Where the proxy renders a list page a query names (`/stories?country=Kenya&page=2`): one
 * prerendered, cached route each. Internal: links never point here.
 */
export const LIST_ROUTES = {
  browse: '/browse/:category/:country/:page',
  latestPage: '/latest/:page',
  noMatch: '/browse/no-match',
  /** A person's page past the first (`/people/<slug>?page=2`). */
  personPage: '/people/:slug/:page',
  /**
   * A search's results (`/search?q=water` at `/search/water`): searchResultsPath says why at a
   * route of its own. Any rest, as its folder (`[[...query]]`, Next's only optional segment).
   */
  searchResults: '/search/*',
} as const

/** Whether `name` is a list page's own route, which only the proxy's rewrites reach. */
export const isListRoute = (name: string): boolean => Object.hasOwn(LIST_ROUTES, name)

/** Every route of the table, pages and list routes alike. */
export const ROUTES = { ...PAGES, ...LIST_ROUTES }

export type PageName = keyof typeof ROUTES

/**
 * What the proxy checks before a page renders, so a made-up slug or number is a 404, and a filter
 * no story matches the per-request empty state, at no cost of a render and with nothing written to
 * the page cache (proxy.ts answers each kind). A page with no gate renders as asked.
 */
export const PAGE_GATES = {
  latest: 'list',
  stories: 'list',
  story: 'story',
  photo: 'story',
  country: 'country',
  person: 'person',
  browse: 'listPage',
  latestPage: 'listPage',
  personPage: 'personPage',
  search: 'search',
} as const satisfies Partial<Record<PageName, string>>

export type PageGate = (typeof PAGE_GATES)[keyof typeof PAGE_GATES]

/** The pages in the order the proxy tries them: the first whose pattern fits a path is its. */
export const PAGE_NAMES = Object.keys(ROUTES).filter((name): name is PageName =>
  Object.hasOwn(ROUTES, name),
)

/**
 * The paths other routes answer (a unit test holds them to app/'s folders): Next's own files, the
 * route handlers the proxy sees (live preview's listener among them; the webhook and the health
 * check it never sees, config.matcher in proxy.ts), the Studio, the sample image route, the feeds, the sitemap, robots.txt, the
 * link-preview cards, the web app manifests and their icons, and the files in public/
 * (SITE_FILES). `*` is any rest of the path. Any other path is a page's or none's and must pass
 * the proxy's checks: Next would route even `/.env/x` or `/api/latest` into
 * app/(site)/[locale]/[mode], and render and cache a page for it.
 */
type OtherRoute = {
  pattern: string
  methods?: readonly string[]
  /**
   * What its `:name` segments may be, where the route answers only some (a language's file, an
   * icon the manifest lists): anything else is a 404 the proxy gives at once, so no made-up name
   * reaches the route, and nothing is rendered or stored for it.
   */
  names?: Readonly<Record<string, (value: string) => boolean>>
  /**
   * English's file at its unprefixed URL, answered by the language's route (this pattern, its
   * `:locale` English): one route file a file, every language alike. The proxy rewrites to it.
   */
  english?: string
}

/** Another language's prefix: its feeds, manifests and cards (English's are unprefixed). */
const OTHER_LANGUAGE = { locale: (value: string) => isLocale(value) && value !== DEFAULT_LOCALE }

export const OTHER_ROUTES: readonly OtherRoute[] = [
  // Next's own files: no folder in app/ (nor the English rows below, which their language's has).
  { pattern: '/_next/*' },
  { pattern: DATA_SAVER_ROUTE, methods: ['POST'] },
  { pattern: '/api/draft-mode/enable' },
  { pattern: '/api/draft-mode/disable' },
  { pattern: '/api/live/:version/data/listen/:dataset' },
  { pattern: '/studio' },
  { pattern: '/studio/*' },
  { pattern: '/sample-images/images/:project/:dataset/:file' },
  // The feeds: English's unprefixed, another language's under its prefix (app/(site)/[locale]/
  // feed.*, which a `:locale` that is no language reaches only as a 404).
  { pattern: '/feed.xml', english: '/:locale/feed.xml' },
  { pattern: '/feed.json', english: '/:locale/feed.json' },
  { pattern: '/:locale/feed.xml', names: OTHER_LANGUAGE },
  { pattern: '/:locale/feed.json', names: OTHER_LANGUAGE },
  // The web app manifests, the full site's and data saver's (app/(site)/[locale]/…), data saver's
  // English one before a language's, which its path would fit.
  { pattern: '/manifest.webmanifest', english: '/:locale/manifest.webmanifest' },
  { pattern: '/lite/manifest.webmanifest', english: '/:locale/lite/manifest.webmanifest' },
  { pattern: '/:locale/manifest.webmanifest', names: OTHER_LANGUAGE },
  { pattern: '/:locale/lite/manifest.webmanifest', names: OTHER_LANGUAGE },
  { pattern: '/icons/:file', names: { file: isAppIconFile } },
  { pattern: '/sitemap.xml' },
  // The sitemaps it names; app/sitemaps/[file] answers 404 for any other.
  { pattern: '/sitemaps/:file' },
  { pattern: '/robots.txt' },
  // The link-preview cards (app/og/[locale]/…): a story's, and the site's own.
  { pattern: '/og/stories/:slug', english: '/og/:locale/stories/:slug' },
  { pattern: '/og/:locale/stories/:slug', names: OTHER_LANGUAGE },
  { pattern: '/og/site', english: '/og/:locale/site' },
  { pattern: '/og/:locale/site', names: OTHER_LANGUAGE },
]

/**
 * The files in public/ (a unit test keeps the list true), which Next serves after the proxy. The
 * service worker is among them once built (`npm run worker`; not in git), and data saver's script
 * (`npm run lite-script`, under its hash: isLiteScriptPath).
 */
export const BUILT_SITE_FILES: ReadonlySet<string> = new Set(['/sw.js'])
export const SITE_FILES: ReadonlySet<string> = new Set([
  '/icon.svg',
  '/favicon.ico',
  ...BUILT_SITE_FILES,
])

const READ_METHODS = ['GET', 'HEAD'] as const

/** Whether `pathname` fits `pattern`: its `:name` segments any non-empty segment, `*` any rest. */
function fits(pattern: string, pathname: string): boolean {
  const want = pattern.split('/')
  const parts = pathname.split('/')
  if (want.at(-1) === '*') {
    return (
      parts.length >= want.length &&
      want.slice(0, -1).every((part, i) => fitsSegment(part, parts[i]))
    )
  }
  return parts.length === want.length && want.every((part, i) => fitsSegment(part, parts[i]))
}

const fitsSegment = (want: string, actual = '') =>
  want.startsWith(':') ? actual !== '' : want === actual

/** Whether `pathname` (as requested, or as the proxy rewrote it) is for app/(site) to answer. */
export const isSitePage = (pathname: string): boolean =>
  !SITE_FILES.has(pathname) &&
  !isLiteScriptPath(pathname) &&
  !OTHER_ROUTES.some(({ pattern }) => fits(pattern, pathname))

/**
 * Whether `pathname` is a route's whose segment names nothing it answers for (`/icons/x.png`,
 * `/xx/manifest.webmanifest`): a 404 before any route runs.
 */
export function namesNothing(pathname: string): boolean {
  const route = OTHER_ROUTES.find(({ pattern }) => fits(pattern, pathname))
  if (!route?.names) return false
  const parts = pathname.split('/')
  return route.pattern.split('/').some((part, i) => {
    const accepts = part.startsWith(':') ? route.names?.[part.slice(1)] : undefined
    return accepts !== undefined && !accepts(parts[i] ?? '')
  })
}

/**
 * Where English's file at `pathname` renders (`/feed.xml` at `/en/feed.xml`), or undefined when
 * `pathname` is no English file's. Its `:name` segments are carried over as written.
 */
export function englishRoute(pathname: string): string | undefined {
  const route = OTHER_ROUTES.find(({ pattern }) => fits(pattern, pathname))
  if (!route?.english) return undefined
  const parts = route.pattern.split('/')
  const values = pathname.split('/')
  return route.english.replace(/:(\w+)/g, (_, name: string) =>
    name === 'locale' ? DEFAULT_LOCALE : (values[parts.indexOf(`:${name}`)] ?? ''),
  )
}

/** The methods `pathname` answers; anything else is a 405 with these as `Allow`. */
export function allowedMethods(pathname: string): readonly string[] {
  return OTHER_ROUTES.find(({ pattern }) => fits(pattern, pathname))?.methods ?? READ_METHODS
}

type SegmentsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | SegmentsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The values a page's pattern needs: `{ slug, n }` for a photo, nothing for /community. */
export type PageParams<N extends PageName> = Record<SegmentsOf<(typeof ROUTES)[N]>, string | number>

/**
 * Where the proxy renders the 404 page, in the reader's language and variant, for a path that is
 * no page or names nothing that exists. Internal: links never point here.
 */
export const MISSING_ROUTE = '/missing'

/** The path of page `name`, its segments filled in (URL-encoded) from `params`. */
export function pathTo<N extends PageName>(
  name: N,
  ...[params]: [SegmentsOf<(typeof ROUTES)[N]>] extends [never] ? [] : [PageParams<N>]
): string {
  const values: Partial<Record<string, string | number>> = params ?? {}
  return ROUTES[name].replace(/:(\w+)/g, (_, segment: string) => {
    const value = values[segment]
    if (value === undefined) throw new Error(`pathTo(${name}): no value for :${segment}`)
    return encodeURIComponent(String(value))
  })
}

/** The segments of `pathname` if it is route `name`'s, as written (still URL-encoded), else undefined. */
export function matchRoute<N extends PageName>(
  name: N,
  pathname: string,
): Record<SegmentsOf<(typeof ROUTES)[N]>, string> | undefined {
  if (!fits(ROUTES[name], pathname)) return undefined
  const parts = pathname.split('/')
  const params: Partial<Record<string, string>> = {}
  for (const [i, part] of ROUTES[name].split('/').entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = parts[i] ?? ''
  }
  return params as Record<SegmentsOf<(typeof ROUTES)[N]>, string>
}

/** The first page (in PAGE_NAMES' order) whose pattern `pathname` fits, with its segments. */
export function findPage(
  pathname: string,
): { name: PageName; segments: Record<string, string> } | undefined {
  for (const name of PAGE_NAMES) {
    const segments = matchRoute(name, pathname)
    if (segments) return { name, segments }
  }
  return undefined
}

/** Whether `pathname` is under route `name`'s first segment (`/browse/…`), whatever follows. */
export const isUnder = (name: PageName, pathname: string) =>
  pathname.startsWith(`/${ROUTES[name].split('/')[1] ?? ''}/`)

/** A path segment decoded, or undefined when its escapes are not UTF-8. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

export const storyPath = (slug: string) => pathTo('story', { slug })

/** A story's photograph `n` (from 1) on its own page, which the viewer shows over the story. */
export const photoPath = (slug: string, n: number) => pathTo('photo', { slug, n })
/** The id of a story's `n`th photograph's figure: its photo page leads back to it. */
export const photoAnchor = (n: number) => `photo-${n}`

export const countryPath = (country: Country) =>
  pathTo('country', { country: countrySlug(country) })

/** The path of a person's page, from their name; null for a name with no letters or digits. */
export function personPath(name: string): string | null {
  const slug = slugify(name.replace(/\s+/g, ' ').trim())
  return slug ? pathTo('person', { slug }) : null
}

/** A person's page from the slug their page is named by. */
export const personSlugPath = (slug: string) => pathTo('person', { slug })

/** Page `page` of a person's work, as a reader's link writes it: page 1 is their page itself. */
export const personHref = (slug: string, page = 1) =>
  page > 1 ? `${personSlugPath(slug)}?page=${page}` : personSlugPath(slug)

/**
 * `/stories` with only the filters that are set, and the page past the first, so the plain list
 * keeps a plain URL. A filter change leaves out the page: it starts again at page 1.
 */
export function storiesHref(
  { category, country }: StoryFilterValues = { category: '', country: '' },
  page = 1,
): string {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  if (country) params.set('country', country)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${PAGES.stories}?${query}` : PAGES.stories
}

export const latestHref = (page = 1) => (page > 1 ? `${PAGES.latest}?page=${page}` : PAGES.latest)

/** The search page's query parameter: `/search?q=<query>`. */
export const SEARCH_PARAM = 'q'

/** The search page for `query`, at its results' page `page` (`/search?q=water&page=2`). */
export function searchHref(query: string, page = 1): string {
  if (!query) return PAGES.search
  const params = new URLSearchParams({ [SEARCH_PARAM]: query })
  if (page > 1) params.set('page', String(page))
  return `${PAGES.search}?${params}`
}

/**
 * Where the proxy renders a search's results: `/search?q=water` at `/search/water` (its query
 * kept), so the layout's language links, which see the route and not the query, keep the words
 * searched for without a script. Internal: no link points here, and the proxy answers the public
 * path with a 404, as every list route's.
 */
export const searchResultsPath = (query: string) => `${PAGES.search}/${encodeURIComponent(query)}`

/** The words of a search results route (`/search/water` → `water`), else undefined. */
export function searchQueryIn(pathname: string): string | undefined {
  const prefix = `${PAGES.search}/`
  if (!pathname.startsWith(prefix) || pathname.length === prefix.length) return undefined
  const segment = pathname.slice(prefix.length)
  // The router may hand the segment back encoded or decoded; a lone % is then a plain word.
  return decodeSegment(segment) ?? segment
}

/** An href's path, without its query and fragment. */
export function pathOf(href: string): string {
  const end = href.search(/[?#]/)
  return end === -1 ? href : href.slice(0, end)
}

/**
 * A link's href as a page in `variant` writes it: a French page links to French pages (`/fr/...`),
 * a lite page to lite pages (`/lite/...`), so a reader stays in the language and variant they
 * chose without a redirect on every click. Anything but a path of the table's pages (a feed, the
 * Studio, another site, `#top`, `?page=2`) is left as it is.
 */
export function hrefIn(variant: PageVariant, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const pathname = pathOf(href)
  // (A prefixed URL fits no page's pattern: it stays as it is.)
  if (!findPage(pathname)) return href
  return publicPath(variant, pathname) + href.slice(pathname.length)
}
