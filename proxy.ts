// Runs before Next routes a request: refuses what no route can answer, cheaply and with a 4xx,
// instead of a render, a cache write or a 500. Which page a path is, and what must exist for it
// to render, comes from the routing table (lib/routes.ts); each gate kind is answered here.
import { NextResponse, type NextRequest } from 'next/server'

import { countryFromSlug } from '@/lib/country-path'
import { DATA_SAVER_COOKIE, preferredMode } from '@/lib/data-saver'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import {
  browsePath,
  internalListPageIn,
  latestPagePath,
  listPageKey,
  listRequestIn,
  NO_MATCH_PATH,
  personPagePath,
} from '@/lib/list-pages'
import { parsePageNumber } from '@/lib/paging'
import { hasMalformedEncoding } from '@/lib/request-guard'
import {
  allowedMethods,
  englishRoute,
  decodeSegment,
  findPage,
  isListRoute,
  isSitePage,
  namesNothing,
  MISSING_ROUTE,
  PAGE_GATES,
  PAGES,
  type PageGate,
  type PageName,
  photoPath,
  SEARCH_PARAM,
  searchResultsPath,
  storyPath,
} from '@/lib/routes'
import { readSearchQuery } from '@/lib/search-query'
import { internalPath, publicPath, splitVariantPath, type PageVariant } from '@/lib/page-variant'
import { isSlug } from '@/lib/slug'
import { photoNumber } from '@/lib/story-photos'
import { isFiltered } from '@/lib/story-filter'
import { DRAFT_MODE_COOKIE, isDraftModeCookie } from '@/sanity/draft-mode-cookie'
import { listGate } from '@/sanity/gates/list-gate'
import { peopleGate } from '@/sanity/gates/people-gate'
import { storyGate } from '@/sanity/gates/story-gate'

/**
 * A path on this server. `request.url` is the URL as the server received it
 * (`skipProxyUrlNormalize` in next.config.ts): a rewrite to another origin, which `nextUrl`'s
 * `localhost` for 127.0.0.1 would be, is sent back to the server over HTTP.
 */
function internalUrl(request: NextRequest, pathname: string, search = '') {
  const url = new URL(request.url)
  url.pathname = pathname
  url.search = search
  return url
}

/**
 * `next dev` renders the 404 page per request and sends its shell before the boundary's
 * notFound() sets the status (app/(site)/[locale]/[mode]/(pages)/missing/page.tsx): there the proxy says
 * 404 itself. A build's prerender carries its status.
 */
const DEV = process.env.NODE_ENV === 'development'

/** The site's 404 page in the reader's language and variant (prerendered, cached), as a 404. */
const notFound = (request: NextRequest, variant: PageVariant) =>
  NextResponse.rewrite(
    internalUrl(request, internalPath(variant, MISSING_ROUTE)),
    DEV ? { status: 404 } : undefined,
  )

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new NextResponse(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  })

/**
 * Renders `path` in `variant` (app/(site)/[locale]/[mode]) at the URL the reader asked for:
 * `/fr/lite/stories` is rewritten to the internal `/fr/lite/stories`, `/stories` to
 * `/en/full/stories`.
 */
function page(request: NextRequest, variant: PageVariant, path: string, search = '') {
  const target = internalPath(variant, path)
  const same = target === request.nextUrl.pathname && search === request.nextUrl.search
  // Already the variant's own route (a page asked for at its internal path): as is.
  return same ? NextResponse.next() : NextResponse.rewrite(internalUrl(request, target, search))
}

/** A permanent move to `location`, another URL of this site. */
const moved = (request: NextRequest, location: string) =>
  NextResponse.redirect(new URL(location, request.url), 308)

/**
 * Sends a reader to the URL of the variant they chose. Private and varying on what chose it: a
 * shared cache keeps only the pages, each the same for everyone at its URL. (Next wants an
 * absolute Location here, and sends a same-origin one on as a relative one.)
 */
const toVariant = (request: NextRequest, location: string) =>
  new NextResponse(null, {
    status: 307,
    headers: {
      location: new URL(location, request.url).href,
      'cache-control': 'private, no-store',
      vary: 'Save-Data, Cookie',
    },
  })

/**
 * Where a page renders once its gate has passed: its own path, or another (a list's route); or
 * the page to send the reader to (`moveTo`, in their variant), or none.
 */
type Verdict = { render: string; search?: string } | { moveTo: string } | 'not-found'

type GateInput = {
  request: NextRequest
  pathname: string
  segments: Record<string, string>
  variant: PageVariant
}

/** A gate's segment, decoded and a possible slug, else undefined (a 404 without asking). */
const slugIn = (segment: string | undefined) => {
  const value = segment === undefined ? undefined : decodeSegment(segment)
  return value !== undefined && isSlug(value) ? value : undefined
}

/**
 * Each gate kind: what must exist for the page to render. A list's page renders at its cached
 * route, only once the list gate knows the page exists; a filter no story matches is the
 * per-request empty state (it names the filter); a bad or missing page number is a 404.
 */
const GATES: Record<PageGate, (input: GateInput) => Promise<Verdict>> = {
  async list({ request, pathname }) {
    const list = listRequestIn(pathname, request.nextUrl.searchParams)
    if (!list) return { render: pathname, search: request.nextUrl.search }
    const { filter, page: number } = list
    const filtered = isFiltered(filter)
    if (filtered && !(await listGate.has(listPageKey({ ...filter, page: 1 })))) {
      return { render: NO_MATCH_PATH, search: request.nextUrl.search }
    }
    if (number === undefined || !(await listGate.has(listPageKey({ ...filter, page: number })))) {
      return 'not-found'
    }
    if (number === 1 && !filtered) return { render: pathname }
    if (pathname === PAGES.latest) return { render: latestPagePath(number) }
    return { render: browsePath({ ...filter, page: number }) }
  },
  async listPage({ request, pathname }) {
    const internal = internalListPageIn(pathname)
    const exists =
      internal !== null &&
      internal !== undefined &&
      internal !== 'no-match' &&
      (await listGate.has(listPageKey(internal)))
    return exists ? { render: pathname, search: request.nextUrl.search } : 'not-found'
  },
  async story({ request, pathname, segments, variant }) {
    const photo = segments.n === undefined ? undefined : photoNumber(segments.n)
    if (segments.n !== undefined && photo === undefined) return 'not-found'
    // In draft mode an editor may preview a story that is not published yet; a made-up cookie
    // does not get past.
    if (isDraftModeCookie(request.cookies.get(DRAFT_MODE_COOKIE)?.value)) {
      return { render: pathname, search: request.nextUrl.search }
    }
    const slug = slugIn(segments.slug)
    const known =
      slug !== undefined &&
      (await (photo === undefined ? storyGate.isPublished(slug) : storyGate.hasPhoto(slug, photo)))
    if (!known) return 'not-found'
    // Another version's address (a French reader at the English slug): to the reader's version,
    // for good, before any render (so no shared link breaks, and no page is rendered to say so).
    // Read from the set just checked: a story without one costs no re-read.
    const version = storyGate.versionFor(variant.locale, slug)
    if (version !== undefined) {
      return { moveTo: photo === undefined ? storyPath(version) : photoPath(version, photo) }
    }
    return { render: pathname, search: request.nextUrl.search }
  },
  async country({ request, pathname, segments }) {
    const slug = decodeSegment(segments.country ?? '')
    return slug !== undefined && countryFromSlug(slug)
      ? { render: pathname, search: request.nextUrl.search }
      : 'not-found'
  },
  async person({ request, pathname, segments }) {
    const slug = slugIn(segments.slug)
    // `?page=2`: their work's second page, at its cached route; any other value of `page` a 404.
    const page = parsePageNumber(request.nextUrl.searchParams.get('page'))
    if (slug === undefined || page === undefined || !(await peopleGate.hasPage(slug, page))) {
      return 'not-found'
    }
    return page === 1 ? { render: pathname } : { render: personPagePath(slug, page) }
  },
  async search({ request, pathname }) {
    // `?page=2` of the results: a number no link writes (`0`, `02`, `abc`) is no page. One past
    // the last is the last, which the page knows once it has searched.
    const page = parsePageNumber(request.nextUrl.searchParams.get('page'))
    if (page === undefined) return 'not-found'
    // Results render at a route naming the words (the query kept), so the language links do.
    const query = readSearchQuery(request.nextUrl.searchParams.get(SEARCH_PARAM))
    return { render: query ? searchResultsPath(query) : pathname, search: request.nextUrl.search }
  },
  async personPage({ request, pathname, segments }) {
    const slug = slugIn(segments.slug)
    const page = parsePageNumber(segments.page ?? '')
    // Page 1 is the person's own page; only later ones have this route.
    const exists =
      slug !== undefined && page !== undefined && page > 1 && (await peopleGate.hasPage(slug, page))
    return exists ? { render: pathname, search: request.nextUrl.search } : 'not-found'
  },
}

export async function proxy(request: NextRequest) {
  const methods = allowedMethods(request.nextUrl.pathname)
  if (!methods.includes(request.method)) {
    return text(405, `Method ${request.method} is not allowed here.`, { allow: methods.join(', ') })
  }
  // Next itself answers these with a 500 (vercel/next.js#92527).
  if (hasMalformedEncoding(request.nextUrl.pathname)) {
    return text(400, 'Bad request: malformed URL encoding.')
  }
  // A made-up icon or language under a file's route: a 404 here, so nothing renders or is stored
  // for a name a stranger chose.
  if (namesNothing(request.nextUrl.pathname)) return text(404, 'Not found.')
  // English's feeds, manifests and cards, answered by every language's route.
  const english = englishRoute(request.nextUrl.pathname)
  if (english) return NextResponse.rewrite(internalUrl(request, english, request.nextUrl.search))
  if (!isSitePage(request.nextUrl.pathname)) return NextResponse.next()

  // The page's path and the variant its URL names (lib/page-variant.ts): `/fr/lite/stories` is
  // /stories in French, data saver. (Next runs the proxy once a request: its own rewrite does
  // not come back through it.)
  const split = splitVariantPath(request.nextUrl.pathname)
  const { pathname } = split
  const variant: PageVariant = {
    locale: split.locale ?? DEFAULT_LOCALE,
    mode: split.mode ?? 'full',
  }
  const found = findPage(pathname)
  const { search } = request.nextUrl
  // Where the proxy renders a page, not an address: the internal mode (`/en/full/…`) and a list
  // page's own route (`/latest/2`, `/browse/…`) are a 404 to a reader. No link names them, and the
  // proxy's own rewrites do not come back through it.
  if (split.mode === 'full' || (found && isListRoute(found.name))) return notFound(request, variant)
  // English lives at the unprefixed URLs: `/en/stories` is `/stories`, for good.
  if (found && split.locale === DEFAULT_LOCALE && split.mode === undefined) {
    return moved(request, `${publicPath(variant, pathname)}${search}`)
  }
  // A page's URL in the variant the reader did not choose: off to the one they did, in the same
  // language. A path that is no page too: her variant's 404 page (data saver's is a tenth of the
  // full one's), at its own URL, so a shared cache keeps each 404 for everyone.
  const chosen = preferredMode({
    saveData: request.headers.get('save-data'),
    cookie: request.cookies.get(DATA_SAVER_COOKIE)?.value,
  })
  if (chosen && chosen !== variant.mode) {
    return toVariant(request, `${publicPath({ ...variant, mode: chosen }, pathname)}${search}`)
  }

  // A path that is no page (`/browse/x` among them) is the 404 page, in its prefix's language.
  if (!found) return notFound(request, variant)
  const gates: Partial<Record<PageName, PageGate>> = PAGE_GATES
  const gate = gates[found.name]
  // A page without a gate renders as asked.
  const verdict = gate
    ? await GATES[gate]({ request, pathname, segments: found.segments, variant })
    : { render: pathname, search }
  if (verdict === 'not-found') return notFound(request, variant)
  if ('moveTo' in verdict) return moved(request, `${publicPath(variant, verdict.moveTo)}${search}`)
  return page(request, variant, verdict.render, verdict.search)
}

// Everything but the webhook and the health check: Next buffers the body of every request the
// proxy sees (so the proxy could read it), and the webhook must be able to refuse a large body
// unread; a load balancer's health check should cost nothing but its answer.
export const config = { matcher: '/((?!api/(?:revalidate|health)$).*)' }
