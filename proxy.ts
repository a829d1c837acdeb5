// Runs before Next routes a request: refuses what no route can answer, cheaply and with a 4xx,
// instead of a render, a cache write or a 500.
import { NextResponse, type NextRequest } from 'next/server'

import {
  DATA_SAVER_COOKIE,
  isSitePage,
  modePath,
  pageModeFor,
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
  type ListRequest,
} from '@/lib/list-pages'
import {
  allowedMethods,
  hasMalformedEncoding,
  isBadPhotoPath,
  pageSegmentIn,
  photoNumberIn,
  storySlugIn,
} from '@/lib/request-guard'
import { isSlug } from '@/lib/slug'
import { isFiltered } from '@/lib/story-filter'
import { DRAFT_MODE_COOKIE, isDraftModeCookie } from '@/sanity/draft-mode-cookie'
import { countryFromSlug } from '@/lib/country-path'
import { listGate } from '@/sanity/list-gate'
import { peopleGate } from '@/sanity/people-gate'
import { storyGate } from '@/sanity/story-gate'

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
 * Renders `path`'s variant in `mode` (app/(site)/[mode]): the visible URL stays. Known gap: Next
 * sends a page's own `Vary` (rsc, router headers), dropping a `Save-Data, Cookie` set here or in
 * next.config.ts, so a shared cache in front must key on Save-Data and the cookie itself.
 */
function page(request: NextRequest, mode: PageMode, path: string, search = '') {
  const target = modePath(mode, path)
  const same = target === request.nextUrl.pathname && search === request.nextUrl.search
  // Already the variant's path (as when Next sends a rewrite back through the proxy): render it.
  return same ? NextResponse.next() : NextResponse.rewrite(internalUrl(request, target, search))
}

/**
 * Where a page of /stories or /latest is rendered: its first page as is, others at their cached
 * route, only once the list gate knows the page exists. A filter no story matches is the
 * per-request empty state (it names the filter); a bad or missing page number is a 404.
 */
async function routeList(
  request: NextRequest,
  mode: PageMode,
  pathname: string,
  { filter, page: number }: ListRequest,
) {
  const filtered = isFiltered(filter)
  if (filtered && !(await listGate.has(listPageKey({ ...filter, page: 1 })))) {
    return page(request, mode, NO_MATCH_PATH, request.nextUrl.search)
  }
  if (number === undefined || !(await listGate.has(listPageKey({ ...filter, page: number })))) {
    return notFound(request)
  }
  if (number === 1 && !filtered) return page(request, mode, pathname)
  const latest = pathname === '/latest'
  return page(
    request,
    mode,
    latest ? latestPagePath(number) : browsePath({ ...filter, page: number }),
  )
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

  // A path already in a variant (Next's router may ask for the rewritten path) keeps its mode;
  // the rest is checked like any other page path.
  const split = splitModePath(request.nextUrl.pathname)
  const { pathname } = split
  const mode =
    split.mode ??
    pageModeFor({
      saveData: request.headers.get('save-data'),
      cookie: request.cookies.get(DATA_SAVER_COOKIE)?.value,
    })
  const { search } = request.nextUrl

  const internal = internalListPageIn(pathname)
  if (internal === 'no-match') return page(request, mode, pathname, search)
  if (internal !== undefined) {
    const exists = internal !== null && (await listGate.has(listPageKey(internal)))
    return exists ? page(request, mode, pathname, search) : notFound(request)
  }
  const list = listRequestIn(pathname, request.nextUrl.searchParams)
  if (list) return routeList(request, mode, pathname, list)

  if (isBadPhotoPath(pathname)) return notFound(request)
  const slug = storySlugIn(pathname)
  const photo = photoNumberIn(pathname)
  // In draft mode an editor may preview a story that is not published yet; a made-up cookie
  // does not get past.
  const previewing = isDraftModeCookie(request.cookies.get(DRAFT_MODE_COOKIE)?.value)
  if (slug !== undefined && !previewing) {
    const known =
      isSlug(slug) &&
      (await (photo === undefined ? storyGate.isPublished(slug) : storyGate.hasPhoto(slug, photo)))
    if (!known) return notFound(request)
  }
  const country = pageSegmentIn('country', pathname)
  if (country !== undefined && !countryFromSlug(country)) return notFound(request)
  const person = pageSegmentIn('person', pathname)
  if (person !== undefined && !(isSlug(person) && (await peopleGate.has(person)))) {
    return notFound(request)
  }
  return page(request, mode, pathname, search)
}

// Everything but the webhook and the health check: Next buffers the body of every request the
// proxy sees (so the proxy could read it), and the webhook must be able to refuse a large body
// unread; a load balancer's health check should cost nothing but its answer.
export const config = { matcher: '/((?!api/(?:revalidate|health)$).*)' }
