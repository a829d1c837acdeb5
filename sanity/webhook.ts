// Checks a Sanity GROQ-powered webhook before anything trusts it, cheapest first: the signature
// header's format and a timestamp close to now (so a captured request cannot be replayed later),
// which need no body; then the signature over the raw body (HMAC-SHA256 with the shared secret,
// via @sanity/webhook); then the body's shape. Pure: no request, no clock.
import { decodeSignatureHeader, encodeSignatureHeader, isSignatureError } from '@sanity/webhook'

import { sameSecret } from '@/lib/same-secret'

import type { ChangedDocument } from '@/sanity/tags'
import { isRecord } from '@/lib/is-record'
import { LOCALES } from '@/lib/i18n/locales'
import { isSlug } from '@/lib/slug'

export { SIGNATURE_HEADER_NAME } from '@sanity/webhook'

/** How far the signature's timestamp may be from the server's clock, either way. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000

/** The largest body read. A projection is a few hundred bytes; this leaves ample room. */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024

export type Rejection = { ok: false; status: 400 | 401 | 413; message: string }
export type Verified<T> = { ok: true; value: T } | Rejection

/** A signature header well formed and fresh, not yet checked against a body. */
export type SignatureHeader = { header: string; timestamp: number }

export const MESSAGES = {
  missingSignature: 'Missing sanity-webhook-signature header.',
  malformedSignature: 'Malformed sanity-webhook-signature header: expected "t=<ms>,v1=<hash>".',
  staleSignature: 'Signature timestamp is more than 5 minutes from the server clock.',
  tooLarge: 'Body is over 64 KB: far more than a webhook projection.',
  badSignature: 'Signature does not match the body and the secret.',
  notJson: 'Body is not JSON.',
  noType: 'Body has no _type: the webhook projection must include _type.',
} as const

const reject = (status: Rejection['status'], message: string): Rejection => ({
  ok: false,
  status,
  message,
})

/** Checks the header (its value, or null when absent) alone, so a bad one costs no body read. */
export function readSignatureHeader(
  signature: string | null,
  now: number,
): Verified<SignatureHeader> {
  if (!signature) return reject(401, MESSAGES.missingSignature)
  let timestamp: number
  try {
    timestamp = decodeSignatureHeader(signature).timestamp
  } catch (error) {
    if (isSignatureError(error)) return reject(401, MESSAGES.malformedSignature)
    throw error
  }
  if (Math.abs(now - timestamp) > MAX_SIGNATURE_AGE_MS) return reject(401, MESSAGES.staleSignature)
  return { ok: true, value: { header: signature, timestamp } }
}

/** Verifies a checked header against the exact bytes received, decoded as `rawBody`. */
export async function verifySignature({
  rawBody,
  signature,
  secret,
}: {
  rawBody: string
  signature: SignatureHeader
  secret: string
}): Promise<Verified<{ timestamp: number }>> {
  const { header, timestamp } = signature
  let expected: string
  try {
    expected = await encodeSignatureHeader(rawBody, timestamp, secret)
  } catch (error) {
    // An empty body cannot have been signed, so no signature can match it.
    if (isSignatureError(error)) return reject(401, MESSAGES.badSignature)
    throw error
  }
  if (!sameSecret(header.trim(), expected)) return reject(401, MESSAGES.badSignature)
  return { ok: true, value: { timestamp } }
}

const optionalText = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value : undefined

/** A slug projected as a string (`slug.current`) or left as the slug object (`slug`). */
const slugText = (value: unknown) => optionalText(isRecord(value) ? value.current : value)

/** The most versions of one story a webhook may name: one per language, with room to spare. */
export const MAX_VERSIONS = 4 * LOCALES.length

/** Reads the projection's fields; anything else in the body is ignored. */
export function parseChangedDocument(rawBody: string): Verified<ChangedDocument> {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return reject(400, MESSAGES.notJson)
  }
  if (!isRecord(body)) return reject(400, MESSAGES.noType)
  const type = optionalText(body._type)
  if (!type) return reject(400, MESSAGES.noType)
  const document: ChangedDocument = { _type: type }
  const id = optionalText(body._id)
  const slug = slugText(body.slug)
  const previousSlug = slugText(body.previousSlug)
  if (id) document._id = id
  if (slug) document.slug = slug
  if (previousSlug) document.previousSlug = previousSlug
  // A story's versions (or a translation.metadata's stories): only slugs, and a story's worth.
  if (Array.isArray(body.versionSlugs)) {
    const versions = body.versionSlugs
      .map(slugText)
      .filter((value): value is string => value !== undefined && isSlug(value))
    if (versions.length > 0) document.versionSlugs = [...new Set(versions)].slice(0, MAX_VERSIONS)
  }
  return { ok: true, value: document }
}

/**
 * The projection the webhook sends (docs/publishing-and-preview.md shows it to set up): the
 * document, its slug before and after, and the slugs of every version of its story.
 */
export const WEBHOOK_PROJECTION = `{
  _type,
  _id,
  "slug": after().slug.current,
  "previousSlug": before().slug.current,
  "versionSlugs": select(
    _type == "translation.metadata" => translations[].value->slug.current,
    *[_type == "translation.metadata" && references(^._id)][0].translations[].value->slug.current
  )
}`
