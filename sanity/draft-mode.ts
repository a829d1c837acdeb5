// The preview routes, minus Next: /api/draft-mode/enable checks the shared secret (or the
// short-lived secret the Studio's Presentation tool sends) and sends the editor to the page to
// preview; /api/draft-mode/disable ends preview. The routes pass in the settings, the secret check
// and the draftMode() toggles, so this is tested without a server.
import {
  urlSearchParamPreviewPathname,
  urlSearchParamPreviewSecret,
  type PreviewUrlValidateUrlResult,
} from '@sanity/preview-url-secret'

import { sameSecret } from '@/lib/same-secret'
import { sameSitePath } from '@/lib/safe-redirect'

export const PREVIEW_MESSAGES = {
  notConfigured:
    'SANITY_PREVIEW_SECRET is not set on the server, so preview is off. Set it, and put the same ' +
    'secret in the preview URL.',
  badSecret: 'Invalid preview secret.',
  badRedirect: 'redirect must be a path on this site, such as /stories/<slug>.',
  needsHostedProject:
    "Sanity's preview URL (the Studio's Presentation tool) needs a hosted Sanity project, and " +
    'this site reads its embedded sample dataset (CONTENT_SOURCE=local). Set ' +
    'CONTENT_SOURCE=sanity, or preview with ?secret=<SANITY_PREVIEW_SECRET>.',
  badSanitySecret:
    "Invalid or expired Sanity preview secret: open the page again from the Studio's " +
    'Presentation tool.',
  sanityUnavailable:
    "Preview is off: the server cannot check Sanity's preview secret (its log says why).",
  sanityUnreachable: 'Could not reach Sanity to check the preview secret: try again in a moment.',
  badSanityRedirect:
    `${urlSearchParamPreviewPathname} must be a path on this site, ` + 'such as /stories/<slug>.',
} as const

const text = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

// A relative Location: the browser stays on the host it asked, whatever Host header came in.
const redirectTo = (path: string) =>
  new Response(null, { status: 307, headers: { location: path, 'cache-control': 'no-store' } })

/** Sanity's check of its preview URL: `validatePreviewUrl` with a client that reads drafts. */
export type SanityPreviewCheck = (previewUrl: string) => Promise<PreviewUrlValidateUrlResult>

export type EnableDeps = {
  /** SANITY_PREVIEW_SECRET; undefined when unset. */
  secret: string | undefined
  /** Why drafts cannot be read (e.g. no read token), or undefined when they can. */
  unavailable: string | undefined
  /**
   * Checks the secret the Presentation tool sends; undefined when the site reads the embedded
   * dataset, which has no project to keep that secret in.
   */
  checkSanityPreview?: SanityPreviewCheck | undefined
  enable: () => Promise<void>
}

/**
 * `GET ?secret=<SANITY_PREVIEW_SECRET>&redirect=/stories/<slug>` (redirect defaults to `/`), or
 * the Presentation tool's `GET ?sanity-preview-secret=…&sanity-preview-pathname=/stories/<slug>`.
 */
export async function handleEnableDraftMode(
  request: Request,
  { secret, unavailable, checkSanityPreview, enable }: EnableDeps,
): Promise<Response> {
  if (new URL(request.url).searchParams.has(urlSearchParamPreviewSecret)) {
    return enableFromSanityPreviewUrl(request, { unavailable, checkSanityPreview, enable })
  }
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

/**
 * Sanity's flow: the Studio stores a short-lived secret in the dataset and opens this URL with it;
 * the draft client reads it back to check it. The redirect comes from Sanity's validated result.
 */
async function enableFromSanityPreviewUrl(
  request: Request,
  { unavailable, checkSanityPreview, enable }: Omit<EnableDeps, 'secret'>,
): Promise<Response> {
  if (!checkSanityPreview) return text(400, PREVIEW_MESSAGES.needsHostedProject)
  if (unavailable) {
    // No secret can be checked yet, so whoever asks learns only that preview is off.
    console.error(unavailable)
    return text(500, PREVIEW_MESSAGES.sanityUnavailable)
  }
  let result: PreviewUrlValidateUrlResult
  try {
    result = await checkSanityPreview(request.url)
  } catch (error) {
    console.error('Could not check the Sanity preview secret:', error)
    return text(502, PREVIEW_MESSAGES.sanityUnreachable)
  }
  if (!result.isValid) return text(401, PREVIEW_MESSAGES.badSanitySecret)
  const path = sameSitePath(result.redirectTo ?? '/')
  if (!path) return text(400, PREVIEW_MESSAGES.badSanityRedirect)
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
