// Runs before Next routes a request: refuses what no route can answer, cheaply and with a 4xx,
// instead of a render, a cache write or a 500. Which page a path is, and what must exist for it
// to render, comes from the routing table (lib/routes.ts); each gate kind is answered here.
import { NextResponse, type NextRequest } from 'next/server'

import { countryFromSlug } from '@/lib/country-path'
import {
  DATA_SAVER_COOKIE,
  modePath,
  preferredMode,
  publicPath,
  splitModePath,
  type PageMode,
} from '@/lib/data-saver'
import {
  browsePath,
  internalListPageIn,
  latestPagePath,
  listPageKey,
  listRequestIn,
  NO_MATCH_PATH,
} from '@/lib/list-pages'
import { hasMalformedEncoding } from '@/lib/request-guard'
import {
  allowedMethods,
  decodeSegment,
  findPage,
  isSitePage,
  isUnder,
  PAGE_GATES,
  PAGES,
  type PageGate,
  type PageName,
} from '@/lib/routes'
import { isSlug } from '@/lib/slug'
import { photoNumber } from '@/lib/story-photos'
import { isFiltered } from '@/lib/story-filter'
import { DRAFT_MODE_COOKIE, isDraftModeCookie } from '@/sanity/draft-mode-cookie'
import { listGate } from '@/sanity/gates/list-gate'
import { peopleGate } from '@/sanity/gates/people-gate'
import { storyGate } from '@/sanity/gates/story-gate'

/** Matches no route, so Next answers it with the site's (static) 404 page. */
const NOT_FOUND_PATH = '/_not-found'

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

const notFound = (request: NextRequest) =>
  NextResponse.rewrite(internalUrl(request, NOT_FOUND_PATH))

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new NextResponse(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  })

/**
 * Renders `path`'s variant in `mode` (app/(site)/[mode]) at the URL the reader asked for: a full
 * page's path is rewritten to `/full/...`; a lite URL is its own internal path.
 */
function page(request: NextRequest, mode: PageMode, path: string, search = '') {
  const target = modePath(mode, path)
  const same = target === request.nextUrl.pathname && search === request.nextUrl.search
  // Already the variant's own route (a lite URL; a full page asked for at `/full/...`): as is.
  return same ? NextResponse.next() : NextResponse.rewrite(internalUrl(request, target, search))
}

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

/** Where a page renders once its gate has passed: its own path, or another (a list's route). */
type Verdict = { render: string; search?: string } | 'not-found'

type GateInput = {
  request: NextRequest
  pathname: string
  segments: Record<string, string>
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
  async story({ request, pathname, segments }) {
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
    return known ? { render: pathname, search: request.nextUrl.search } : 'not-found'
  },
  async country({ request, pathname, segments }) {
    const slug = decodeSegment(segments.country ?? '')
    return slug !== undefined && countryFromSlug(slug)
      ? { render: pathname, search: request.nextUrl.search }
      : 'not-found'
  },
  async person({ request, pathname, segments }) {
    const slug = slugIn(segments.slug)
    return slug !== undefined && (await peopleGate.has(slug))
      ? { render: pathname, search: request.nextUrl.search }
      : 'not-found'
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
  if (!isSitePage(request.nextUrl.pathname)) return NextResponse.next()

  // A lite URL (or a full page asked for at its internal `/full/...` route): the page's path and
  // its mode. The rest is a full page's URL. (Next runs the proxy once a request: its own
  // rewrite does not come back through it.)
  const split = splitModePath(request.nextUrl.pathname)
  const { pathname } = split
  const mode = split.mode ?? 'full'
  const found = findPage(pathname)
  // A page's URL in the variant the reader did not choose: off to the one they did (a path that
  // is no page is a 404 in either).
  const chosen = preferredMode({
    saveData: request.headers.get('save-data'),
    cookie: request.cookies.get(DATA_SAVER_COOKIE)?.value,
  })
  if (found && split.mode !== 'full' && chosen && chosen !== mode) {
    return toVariant(request, `${publicPath(chosen, pathname)}${request.nextUrl.search}`)
  }

  // An internal list path that names no page (`/browse/x`) is a 404 of its own.
  if (!found && isUnder('browse', pathname)) return notFound(request)
  const gates: Partial<Record<PageName, PageGate>> = PAGE_GATES
  const gate = found && gates[found.name]
  // Any other path renders as asked: a page without a gate, or Next's 404 for no page at all.
  const verdict = gate
    ? await GATES[gate]({ request, pathname, segments: found?.segments ?? {} })
    : { render: pathname, search: request.nextUrl.search }
  if (verdict === 'not-found') return notFound(request)
  return page(request, mode, verdict.render, verdict.search)
}

// Everything but the webhook and the health check: Next buffers the body of every request the
// proxy sees (so the proxy could read it), and the webhook must be able to refuse a large body
// unread; a load balancer's health check should cost nothing but its answer.
export const config = { matcher: '/((?!api/(?:revalidate|health)$).*)' }
