import { expect, test, type APIResponse } from '@playwright/test'

import { DATA_SAVER_COOKIE } from '@/lib/data-saver'
import { pageVariant, publicPath, splitVariantPath } from '@/lib/page-variant'
import { countryPath, hrefIn, latestHref, photoPath, searchHref, storiesHref } from '@/lib/routes'

import { publishedCategories, publishedStories } from '@/tests/support/dataset'

// The site behind a shared cache (a CDN), as the cache sees it: it keys a stored response by its
// URL, and the site's pages cannot name Save-Data or the data saver cookie in `Vary` (Next sets a
// page's `Vary` itself). So every response a shared cache may store must be the same for every
// reader who asks for that URL: the full page at a page's own URL, the lite page at `/lite/...`.
// What differs by reader is a redirect to their variant's URL, which no shared cache may keep.

const story = publishedStories()[0]
const category = publishedCategories()[0]
if (!story || !category) throw new Error('the dataset has no published story')
const slug = story.slug.current

/** A filter no story matches: an empty state rendered for each request (it names the filter). */
const NO_MATCH = storiesHref({ category: '', country: 'Nowhere' })
const SEARCH = searchHref(story.country)
/** No such story, and a path that is no page: the site's 404 page, in each variant. */
const MISSING = ['/stories/no-such-story', '/no-such-page']
/** Rendered for each request, and so kept by no cache. */
const PER_REQUEST = [NO_MATCH, SEARCH]

const PAGES = [
  '/',
  '/latest',
  latestHref(2),
  '/stories',
  storiesHref({ category: category.slug.current, country: '' }),
  NO_MATCH,
  `/stories/${slug}`,
  photoPath(slug, 1),
  '/countries',
  countryPath('Ghana'),
  '/community',
  '/theruumafrica',
  SEARCH,
  ...MISSING,
]

/** What readers send: nothing, the browser's data saver, the toggle's cookie either way. */
const READERS: Record<string, Record<string, string>> = {
  'no preference': {},
  'Save-Data: on': { 'save-data': 'on' },
  'data saver turned on': { cookie: `${DATA_SAVER_COOKIE}=on` },
  'data saver turned off': { cookie: `${DATA_SAVER_COOKIE}=off` },
  'turned off, Save-Data: on': { cookie: `${DATA_SAVER_COOKIE}=off`, 'save-data': 'on' },
}

/** The variant a reader chose: the cookie either way, else Save-Data's light one, else none. */
function chosen(headers: Record<string, string>) {
  const cookie = headers.cookie?.split('=')[1]
  if (cookie) return cookie === 'on' ? 'lite' : 'full'
  return headers['save-data'] ? 'lite' : undefined
}

/** Whether a shared cache may keep a response (RFC 9111 §3): not private, not no-store, fresh. */
function sharedCacheMayStore(response: APIResponse): boolean {
  const directives = (response.headers()['cache-control'] ?? '').toLowerCase()
  if (/\b(private|no-store)\b/.test(directives)) return false
  return /\b(s-maxage|max-age)=\d+|\bpublic\b/.test(directives)
}

const LITE_MARK = 'class="data-saver contents"'

test.describe('behind a shared cache @any-screen', () => {
  for (const page of PAGES) {
    // (hrefIn leaves a path that is no page as it is: its lite address by hand.)
    const liteUrl = MISSING.includes(page)
      ? publicPath(pageVariant('lite'), page)
      : hrefIn(pageVariant('lite'), page)
    for (const url of [page, liteUrl]) {
      test(`${url}: what a cache may keep is the same for every reader`, async ({ request }) => {
        const lite = splitVariantPath(url.split('?')[0] ?? '').mode === 'lite'
        const stored: string[] = []
        for (const [reader, headers] of Object.entries(READERS)) {
          const response = await request.get(url, { headers, maxRedirects: 0 })
          const body = await response.text()
          const wants = chosen(headers)
          const query = url.includes('?') ? url.slice(url.indexOf('?')) : ''
          const shown = {
            status: response.status(),
            location: response.headers()['location'],
            storable: sharedCacheMayStore(response),
            liteMark: body.includes(LITE_MARK),
            nextScripts: /\/_next\/static\/[^"']+\.js/.test(body),
            variesByEncoding: /accept-encoding/i.test(response.headers()['vary'] ?? ''),
          }
          expect(shown, reader).toMatchObject(
            wants && wants !== (lite ? 'lite' : 'full')
              ? {
                  // Sent to their variant's URL, privately.
                  status: 307,
                  location: `${publicPath(pageVariant(wants), splitVariantPath(url.split('?')[0] ?? '').pathname)}${query}`,
                  storable: false,
                }
              : {
                  status: MISSING.includes(page) ? 404 : 200,
                  // The 404 page too is in the variant its URL names.
                  liteMark: lite,
                  // Data saver's without Next's scripts (lib/lite), compressed after, so it
                  // says it varies.
                  nextScripts: !lite,
                  ...(lite ? { variesByEncoding: true } : {}),
                },
          )
          if (shown.storable) stored.push(body)
        }
        // The page itself, byte for byte the same whoever asked (or, rendered per request,
        // kept for no one).
        expect(stored).toHaveLength(PER_REQUEST.includes(page) ? 0 : 3)
        expect(new Set(stored).size).toBeLessThanOrEqual(1)
      })
    }
  }
})
