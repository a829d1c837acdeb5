// Data saver mode: which variant of a page a reader gets, and where each variant lives. The light
// variant has its own URLs, `/lite/<path>` (as the BBC World Service serves its lite pages), so a
// shared cache in front of the site keys each variant by its address: a cached page is the same
// page for everyone who asks for that URL. `Save-Data: on` and the reader's cookie only choose
// where a reader is sent: by the proxy's redirect, or (a page a cache served) moveToChosenVariant.
// The mode is one column of a page's variant, with its language (lib/page-variant.ts says where
// each renders). Pure: the proxy, the toggle's route handler and browser code read it.

import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'

/** The route segment of each variant: the full site (prerendered) and the light one. */
export const PAGE_MODES = ['full', 'lite'] as const
export type PageMode = (typeof PAGE_MODES)[number]

/** The variant every build prerenders; the lite one renders on its first request, then caches. */
export const PRERENDERED_MODE: PageMode = 'full'

/** The reader's own choice, from the header's toggle: `on` or `off`, for a year. */
export const DATA_SAVER_COOKIE = 'data-saver'
export const DATA_SAVER_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const isPageMode = (value: unknown): value is PageMode =>
  typeof value === 'string' && (PAGE_MODES as readonly string[]).includes(value)

/** Whether the `mode` route param (a string, or undefined outside app/(site)) is the light one. */
export const isSaverMode = (mode: unknown): boolean => mode === 'lite'

/**
 * The variant a reader has asked for, if any: their cookie either way; without one, the
 * browser's `Save-Data: on` (a phone's or browser's data saver setting) asks for the light one.
 * Undefined: no preference, the URL decides.
 */
export function preferredMode({
  saveData,
  cookie,
}: {
  saveData: string | null | undefined
  cookie: string | undefined
}): PageMode | undefined {
  if (cookie === 'on') return 'lite'
  if (cookie === 'off') return 'full'
  return saveData?.trim().toLowerCase() === 'on' ? 'lite' : undefined
}

/** What of a browser the script below reads (`navigator.connection` is Chromium's). */
export type BrowserLike = {
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>
  document: Pick<Document, 'cookie'>
  navigator: object & { connection?: { saveData?: boolean } }
  /** Its arrays' methods: which tell a browser older than the full site's scripts. */
  Array: { prototype: object }
}

/**
 * Run in every document's <head>, from its source (so it imports nothing and closes over
 * nothing): a page a shared cache served, which no proxy saw, moves a reader who chose the other
 * variant to its URL before the page's photographs load, in the page's language (`/fr/lite/...`
 * for `/fr/...`). The choice is the cookie (which is why it is not HttpOnly), else the browser's
 * data saver setting, else a browser too old for the full site's scripts (no
 * `Array.prototype.toSorted`: before Chrome 110, Safari 16, Firefox 115, near Next's own
 * baseline), which lands on data saver's pages, plain HTML, rather than on controls that never
 * wake. The Studio (`skip`) is no page.
 */
export function moveToChosenVariant(
  {
    lite,
    skip,
    cookie,
    prefixes,
  }: { lite: string; skip: string; cookie: string; prefixes: readonly string[] },
  { location, document, navigator, Array }: BrowserLike,
): void {
  const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`)
  if (under(location.pathname, skip)) return
  const chosen = new RegExp(`(?:^|; )${cookie}=(on|off)(?:;|$)`).exec(document.cookie)?.[1]
  const tooOld = !('toSorted' in Array.prototype)
  const wantsLite = chosen
    ? chosen === 'on'
    : navigator.connection?.saveData || tooOld
      ? true
      : undefined
  // The language's prefix stays first: `/fr/lite/stories` is `/fr/stories` in data saver.
  const prefix = prefixes.find((base) => under(location.pathname, base)) ?? ''
  const path = location.pathname.slice(prefix.length) || '/'
  const rest = location.search + location.hash
  if (wantsLite === true && !under(path, lite)) {
    location.replace(prefix + lite + (path === '/' ? '' : path) + rest)
  } else if (wantsLite === false && under(path, lite)) {
    const page = path.slice(lite.length)
    location.replace((prefix + page || '/') + rest)
  }
}

/** moveToChosenVariant's settings for this site, but the path it leaves alone. */
export const variantSettings = (skip: string) => ({
  lite: `/${'lite' satisfies PageMode}`,
  skip,
  cookie: DATA_SAVER_COOKIE,
  prefixes: LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => `/${locale}`),
})

/** moveToChosenVariant as an inline script's source, its settings filled in. */
export const modeRedirectScript = (skip: string): string =>
  `(${moveToChosenVariant.toString()})(${JSON.stringify(variantSettings(skip))},window)`

/** The toggle's form fields (`POST DATA_SAVER_ROUTE`): the choice and the page to go back to. */
export const DATA_SAVER_ROUTE = '/api/data-saver'
export const DATA_SAVER_FIELD = 'data-saver'
export const REDIRECT_FIELD = 'redirect'
