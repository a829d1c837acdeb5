// POST /api/revalidate, minus Next: a Sanity webhook in, the cache tags it touches revalidated, a
// JSON answer out. The route passes the secret, the clock and revalidateTag, so this is tested
// without a server.
import { readLimitedBody } from '@/lib/read-limited-body'

import { tagsFor } from '@/sanity/tags'
import {
  MAX_WEBHOOK_BODY_BYTES,
  MESSAGES,
  parseChangedDocument,
  readSignatureHeader,
  SIGNATURE_HEADER_NAME,
  verifySignature,
} from '@/sanity/webhook'

export const MISSING_SECRET =
  'SANITY_REVALIDATE_SECRET is not set on the server, so no webhook can be verified and nothing ' +
  'was revalidated. Set it to the secret of the Sanity webhook.'

export const UNPUBLISHED_CHANGE =
  'A draft or release version changed: the published site does not show it, nothing to revalidate.'

export type RevalidateDeps = {
  /** SANITY_REVALIDATE_SECRET; undefined when unset. */
  secret: string | undefined
  /** Milliseconds since the epoch, to check the signature's timestamp against. */
  now: number
  revalidate: (tag: string) => void
}

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status })

export async function handleRevalidateWebhook(
  request: Request,
  { secret, now, revalidate }: RevalidateDeps,
): Promise<Response> {
  // A server fault, not the sender's: 500 so Sanity retries once the secret is set.
  if (!secret) return answer(500, { revalidated: false, message: MISSING_SECRET })

  // Anyone can POST here: a missing, malformed or stale signature is refused before a byte of
  // the body is read, and no body is read past the limit, so junk costs next to nothing.
  const header = readSignatureHeader(request.headers.get(SIGNATURE_HEADER_NAME), now)
  if (!header.ok) return answer(header.status, { revalidated: false, message: header.message })

  const body = await readLimitedBody(request, MAX_WEBHOOK_BODY_BYTES)
  if (!body.ok) return answer(413, { revalidated: false, message: MESSAGES.tooLarge })

  // The signature covers the exact bytes sent, so it is checked on the raw text, before parsing.
  const signed = await verifySignature({ rawBody: body.text, signature: header.value, secret })
  if (!signed.ok) return answer(signed.status, { revalidated: false, message: signed.message })

  const parsed = parseChangedDocument(body.text)
  if (!parsed.ok) return answer(parsed.status, { revalidated: false, message: parsed.message })

  const tags = tagsFor(parsed.value)
  for (const tag of tags) revalidate(tag)
  return answer(200, {
    revalidated: tags.length > 0,
    tags,
    ...(tags.length === 0 && { message: UNPUBLISHED_CHANGE }),
  })
}
