// Runs before Next routes a request: refuses what no route can answer, cheaply and with a 4xx,
// instead of a render, a cache write or a 500.
import { NextResponse, type NextRequest } from 'next/server'

import {
  browsePath,
  internalListPageIn,
  latestPagePath,
  listPageKey,
  listRequestIn,
  NO_MATCH_PATH,
  type ListRequest,
} from '@/lib/list-pages'
import { allowedMethods, hasMalformedEncoding, storySlugIn } from '@/lib/request-guard'
import { isSlug } from '@/lib/slug'
import { isFiltered } from '@/lib/story-filter'
import { DRAFT_MODE_COOKIE, isDraftModeCookie } from '@/sanity/draft-mode-cookie'
import { listGate } from '@/sanity/list-gate'
import { storyGate } from '@/sanity/story-gate'

/** Matches no route, so Next answers it with the site's (static) 404 page. */
const NOT_FOUND_PATH = '/_not-found'

const notFound = (request: NextRequest) =>
  NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url))

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new NextResponse(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  })

/**
 * Where a page of /stories or /latest is rendered: its first page as is, others at their cached
 * route, only once the list gate knows the page exists. A filter no story matches is the
 * per-request empty state (it names the filter); a bad or missing page number is a 404.
 */
async function routeList(request: NextRequest, { filter, page }: ListRequest) {
  const to = (path: string) => NextResponse.rewrite(new URL(path, request.url))
  const filtered = isFiltered(filter)
  if (filtered && !(await listGate.has(listPageKey({ ...filter, page: 1 })))) {
    return to(`${NO_MATCH_PATH}${request.nextUrl.search}`)
  }
  if (page === undefined || !(await listGate.has(listPageKey({ ...filter, page })))) {
    return notFound(request)
  }
  if (page === 1 && !filtered) return NextResponse.next()
  const latest = request.nextUrl.pathname === '/latest'
  return to(latest ? latestPagePath(page) : browsePath({ ...filter, page }))
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const methods = allowedMethods(pathname)
  if (!methods.includes(request.method)) {
    return text(405, `Method ${request.method} is not allowed here.`, { allow: methods.join(', ') })
  }
  // Next itself answers these with a 500 (vercel/next.js#92527).
  if (hasMalformedEncoding(pathname)) return text(400, 'Bad request: malformed URL encoding.')

  const internal = internalListPageIn(pathname)
  if (internal === 'no-match') return NextResponse.next()
  if (internal !== undefined) {
    const exists = internal !== null && (await listGate.has(listPageKey(internal)))
    return exists ? NextResponse.next() : notFound(request)
  }
  const list = listRequestIn(pathname, request.nextUrl.searchParams)
  if (list) return routeList(request, list)

  const slug = storySlugIn(pathname)
  // In draft mode an editor may preview a story that is not published yet; a made-up cookie
  // does not get past.
  const previewing = isDraftModeCookie(request.cookies.get(DRAFT_MODE_COOKIE)?.value)
  if (slug !== undefined && !previewing) {
    const published = isSlug(slug) && (await storyGate.isPublished(slug))
    if (!published) return notFound(request)
  }
  return NextResponse.next()
}

// Everything but the webhook: Next buffers the body of every request the proxy sees (so the
// proxy could read it), and the webhook must be able to refuse a large body unread.
export const config = { matcher: '/((?!api/revalidate$).*)' }
