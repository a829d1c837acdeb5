// The preview routes, minus Next: /api/draft-mode/enable checks the shared secret and sends the
// editor to the page to preview; /api/draft-mode/disable ends preview. The routes pass in the
// settings and the draftMode() toggles, so this is tested without a server.
import { sameSecret } from '@/lib/same-secret'
import { sameSitePath } from '@/lib/safe-redirect'

export const PREVIEW_MESSAGES = {
  notConfigured:
    'SANITY_PREVIEW_SECRET is not set on the server, so preview is off. Set it, and put the same ' +
    'secret in the preview URL.',
  badSecret: 'Invalid preview secret.',
  badRedirect: 'redirect must be a path on this site, such as /stories/<slug>.',
} as const

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

// A relative Location: the browser stays on the host it asked, whatever Host header came in.
const redirectTo = (path: string) =>
  new Response(null, { status: 307, headers: { location: path, 'cache-control': 'no-store' } })

export type EnableDeps = {
  /** SANITY_PREVIEW_SECRET; undefined when unset. */
  secret: string | undefined
  /** Why drafts cannot be read (e.g. no read token), or undefined when they can. */
  unavailable: string | undefined
  enable: () => Promise<void>
}

/** `GET ?secret=<SANITY_PREVIEW_SECRET>&redirect=/stories/<slug>` (redirect defaults to `/`). */
export async function handleEnableDraftMode(
  request: Request,
  { secret, unavailable, enable }: EnableDeps,
): Promise<Response> {
  if (!secret) return text(500, PREVIEW_MESSAGES.notConfigured)
  const { searchParams } = new URL(request.url)
  if (!sameSecret(searchParams.get('secret'), secret)) {
    return text(401, PREVIEW_MESSAGES.badSecret)
  }
  // Told only to whoever holds the secret: it describes the server's configuration.
  if (unavailable) return text(500, unavailable)
  const path = sameSitePath(searchParams.get('redirect') ?? '/')
  if (!path) return text(400, PREVIEW_MESSAGES.badRedirect)
  await enable()
  return redirectTo(path)
}

/** `GET ?redirect=/path`: always ends preview; an unsafe or missing redirect goes home. */
export async function handleDisableDraftMode(
  request: Request,
  { disable }: { disable: () => Promise<void> },
): Promise<Response> {
  await disable()
  return redirectTo(sameSitePath(new URL(request.url).searchParams.get('redirect')) ?? '/')
}
