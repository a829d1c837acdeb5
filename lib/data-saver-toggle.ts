// The header's "Data saver" toggle, minus Next: `POST /api/data-saver` with `data-saver=on|off`
// (and the page to go back to) sets the reader's cookie for a year and sends them back to that
// page's URL in the chosen variant (`/lite/...` or the page's own). A plain form: it works
// without JavaScript.
import {
  DATA_SAVER_COOKIE,
  DATA_SAVER_COOKIE_MAX_AGE,
  DATA_SAVER_FIELD,
  REDIRECT_FIELD,
  type PageMode,
} from '@/lib/data-saver'
import { splitVariantPath } from '@/lib/page-variant'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { hrefIn, pathOf } from '@/lib/routes'
import { sameSitePath } from '@/lib/safe-redirect'

export const TOGGLE_MESSAGES = {
  badForm: 'Send a form with data-saver=on or data-saver=off.',
} as const

/**
 * The cookie header that remembers `choice`: every path, a year, not sent with cross-site posts.
 * Not HttpOnly: a page a shared cache served reads it to move to the chosen variant's URL
 * (moveToChosenVariant); it holds a preference, nothing secret.
 */
export function dataSaverCookie(choice: 'on' | 'off', { secure = false } = {}): string {
  return [
    `${DATA_SAVER_COOKIE}=${choice}`,
    'Path=/',
    `Max-Age=${DATA_SAVER_COOKIE_MAX_AGE}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** The path and query of a Referer on the host the reader asked, if it is one. */
function refererPath(referer: string | null, host: string): string | undefined {
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.host === host ? sameSitePath(`${url.pathname}${url.search}`) : undefined
  } catch {
    return undefined
  }
}

/**
 * Where to go back to: the form's `redirect` when it is a path on this site, else the page the
 * form was sent from (a same-origin Referer), else home. A form sent without its script names its
 * page without the reader's query (a page rendered once for everyone cannot know her search, her
 * filters or her page number): the Referer of that same page has it, and wins.
 */
export function backTo(redirect: unknown, referer: string | null, host: string): string {
  const fromForm = typeof redirect === 'string' ? sameSitePath(redirect) : undefined
  const fromReferer = refererPath(referer, host)
  if (!fromForm) return fromReferer ?? '/'
  const samePage = fromReferer !== undefined && pathOf(fromReferer) === fromForm
  return samePage ? fromReferer : fromForm
}

/** `path` (with its query), a page's URL in any variant, as its URL in `mode`, same language. */
export function inVariant(path: string, mode: PageMode): string {
  const pathname = pathOf(path)
  const { locale = DEFAULT_LOCALE, pathname: page } = splitVariantPath(pathname)
  return hrefIn({ locale, mode }, page + path.slice(pathname.length))
}

/** `POST` form `data-saver=on|off&redirect=/path`: 303 back with the cookie set; 400 otherwise. */
export async function handleDataSaverToggle(request: Request): Promise<Response> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    form = new FormData()
  }
  const choice = form.get(DATA_SAVER_FIELD)
  if (choice !== 'on' && choice !== 'off') {
    return new Response(`${TOGGLE_MESSAGES.badForm}\n`, {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  const url = new URL(request.url)
  // The host the reader asked (Host): Next's own URL names where it listens, behind the front
  // (lib/lite/serve.mjs) a loopback port the reader never saw.
  const host = request.headers.get('host') ?? url.host
  const location = inVariant(
    backTo(form.get(REDIRECT_FIELD), request.headers.get('referer'), host),
    choice === 'on' ? 'lite' : 'full',
  )
  return new Response(null, {
    // 303: the browser follows with a GET, so a reload does not post the form again.
    status: 303,
    headers: {
      // A relative Location: the browser stays on the host it asked, whatever Host came in.
      location,
      'set-cookie': dataSaverCookie(choice, { secure: url.protocol === 'https:' }),
      'cache-control': 'no-store',
    },
  })
}
