// Data saver mode: whether a request gets the light variant of a page, and where that variant
// lives. Pages are static, so they cannot read a header or a cookie: the proxy decides the mode
// and rewrites each page request to its variant, `/<mode>/<path>` (app/(site)/[mode]), the way
// i18n sites put the locale in a segment. Visible URLs never change. Pure: the proxy, the route
// handler that sets the cookie, and browser code read it.

/** The route segment of each variant: the full site (prerendered) and the light one. */
export const PAGE_MODES = ['full', 'saver'] as const
export type PageMode = (typeof PAGE_MODES)[number]

/** The variant every build prerenders; the saver variant renders on first request, then caches. */
export const PRERENDERED_MODE: PageMode = 'full'

/** The reader's own choice, from the header's toggle: `on` or `off`, for a year. */
export const DATA_SAVER_COOKIE = 'data-saver'
export const DATA_SAVER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const isPageMode = (value: unknown): value is PageMode =>
  typeof value === 'string' && (PAGE_MODES as readonly string[]).includes(value)

/** Whether the `mode` route param (a string, or undefined outside app/(site)) is the saver. */
export const isSaverMode = (mode: unknown): boolean => mode === 'saver'

/**
 * The reader's cookie wins either way; without one, the browser's `Save-Data: on` (a phone's or
 * browser's data saver setting) turns the mode on.
 */
export function pageModeFor({
  saveData,
  cookie,
}: {
  saveData: string | null | undefined
  cookie: string | undefined
}): PageMode {
  if (cookie === 'on') return 'saver'
  if (cookie === 'off') return 'full'
  return saveData?.trim().toLowerCase() === 'on' ? 'saver' : 'full'
}

/** The internal path of `pathname`'s variant in `mode`: `/stories/x` → `/saver/stories/x`. */
export const modePath = (mode: PageMode, pathname: string): string =>
  pathname === '/' ? `/${mode}` : `/${mode}${pathname}`

/**
 * A path already inside a variant (`/saver/stories/x`) split into its mode and the page's path;
 * any other path as it is, without a mode.
 */
export function splitModePath(pathname: string): { mode: PageMode | undefined; pathname: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (!isPageMode(first)) return { mode: undefined, pathname }
  return { mode: first, pathname: `/${rest.join('/')}` }
}

/** The toggle's form fields (`POST DATA_SAVER_ROUTE`): the choice and the page to go back to. */
export const DATA_SAVER_ROUTE = '/api/data-saver'
export const DATA_SAVER_FIELD = 'data-saver'
export const REDIRECT_FIELD = 'redirect'
