// What the proxy refuses before Next routes a request: pure rules over the method and the path.
import { DATA_SAVER_ROUTE } from '@/lib/data-saver'
import { photoNumber } from '@/lib/story-photos'

/** The routes that take a POST: Sanity's webhook and the data saver toggle. Others only read. */
const POST_ROUTES = new Set(['/api/revalidate', DATA_SAVER_ROUTE])
const READ_METHODS = ['GET', 'HEAD'] as const

/** The methods `pathname` answers; anything else is a 405 with these as `Allow`. */
export function allowedMethods(pathname: string): readonly string[] {
  return POST_ROUTES.has(pathname) ? ['POST'] : READ_METHODS
}

/** Whether a path has a percent sign that is not an escape of UTF-8 (`%zz`, `%`, `%ff%fe`). */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

const STORY_PATH = /^\/stories\/([^/]+)(?:\/photos\/([^/]+))?$/

/**
 * The decoded slug of a story page's path (`/stories/<slug>`) or of one of its photo pages
 * (`/stories/<slug>/photos/<n>`), else undefined.
 */
export function storySlugIn(pathname: string): string | undefined {
  const segment = STORY_PATH.exec(pathname)?.[1]
  if (segment === undefined) return undefined
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** The photo number of a story's photo page path (`/stories/<slug>/photos/3` → 3), else undefined. */
export function photoNumberIn(pathname: string): number | undefined {
  const number = STORY_PATH.exec(pathname)?.[2]
  return number === undefined ? undefined : photoNumber(number)
}

/** Whether `pathname` is a story's photo page with a number no photo has (`/photos/0`, `/photos/x`). */
export function isBadPhotoPath(pathname: string): boolean {
  const number = STORY_PATH.exec(pathname)?.[2]
  return number !== undefined && photoNumber(number) === undefined
}

const SEGMENT_PAGES = { country: /^\/countries\/([^/]+)$/, person: /^\/people\/([^/]+)$/ }

/**
 * The decoded segment of a country's (`/countries/<slug>`) or a person's (`/people/<slug>`) page
 * path, else undefined: the proxy answers one that names no country or person with a 404.
 */
export function pageSegmentIn(
  kind: keyof typeof SEGMENT_PAGES,
  pathname: string,
): string | undefined {
  const segment = SEGMENT_PAGES[kind].exec(pathname)?.[1]
  if (segment === undefined) return undefined
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}
