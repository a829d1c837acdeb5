// Runs before Next routes a request: refuses what no route can answer, cheaply and with a 4xx,
// instead of a render, a cache write or a 500.
import { NextResponse, type NextRequest } from 'next/server'

import { allowedMethods, hasMalformedEncoding, storySlugIn } from '@/lib/request-guard'
import { isSlug } from '@/lib/slug'
import { DRAFT_MODE_COOKIE, isDraftModeCookie } from '@/sanity/draft-mode-cookie'
import { storyGate } from '@/sanity/story-gate'

/** Matches no route, so Next answers it with the site's (static) 404 page. */
const NOT_FOUND_PATH = '/_not-found'

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new NextResponse(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  })

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const methods = allowedMethods(pathname)
  if (!methods.includes(request.method)) {
    return text(405, `Method ${request.method} is not allowed here.`, { allow: methods.join(', ') })
  }
  // Next itself answers these with a 500 (vercel/next.js#92527).
  if (hasMalformedEncoding(pathname)) return text(400, 'Bad request: malformed URL encoding.')

  const slug = storySlugIn(pathname)
  // In draft mode an editor may preview a story that is not published yet; a made-up cookie
  // does not get past.
  const previewing = isDraftModeCookie(request.cookies.get(DRAFT_MODE_COOKIE)?.value)
  if (slug !== undefined && !previewing) {
    const published = isSlug(slug) && (await storyGate.isPublished(slug))
    if (!published) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url))
  }
  return NextResponse.next()
}

// Everything but the webhook: Next buffers the body of every request the proxy sees (so the
// proxy could read it), and the webhook must be able to refuse a large body unread.
export const config = { matcher: '/((?!api/revalidate$).*)' }
