// The webhook's checks, one rule each: a well-formed signature header with a timestamp within 5
// minutes either way (no body needed), the signature over the raw body, then a JSON body with a
// _type.
import {
  MESSAGES,
  parseChangedDocument,
  readSignatureHeader,
  type SignatureHeader,
  verifySignature,
  MAX_VERSIONS,
} from '@/sanity/webhook'
import { webhookRequest } from '@/tests/support/webhook'

const secret = 'the-shared-secret'
const now = Date.parse('2026-03-01T12:00:00Z')
// Written out, not imported: the requirement is 5 minutes, whatever the constant says.
const FIVE_MINUTES = 5 * 60 * 1000
const payload = { _type: 'story', _id: 'abc', slug: 'lions-at-dawn' }

/** Both checks in the route's order: the header, then the body against it. */
async function verify(options: { signWith?: string | null; at?: number; body?: string } = {}) {
  const { signWith = secret, at = now, body } = options
  const request = await webhookRequest(body ?? payload, { secret: signWith, timestamp: at })
  const header = readSignatureHeader(request.headers['sanity-webhook-signature'] ?? null, now)
  if (!header.ok) return header
  return verifySignature({ rawBody: request.body, signature: header.value, secret })
}

/** The checked header of `payload` signed now, for pairing with other bodies. */
async function signedHeader(): Promise<SignatureHeader> {
  const signed = await webhookRequest(payload, { secret, timestamp: now })
  const header = readSignatureHeader(signed.headers['sanity-webhook-signature'] ?? null, now)
  if (!header.ok) throw new Error(header.message)
  return header.value
}

describe('readSignatureHeader and verifySignature', () => {
  it('accepts a body signed with the secret, at any time within 5 minutes either way', async () => {
    expect(await verify()).toEqual({ ok: true, value: { timestamp: now } })
    expect((await verify({ at: now - FIVE_MINUTES })).ok).toBe(true)
    expect((await verify({ at: now + FIVE_MINUTES })).ok).toBe(true)
  })

  it('rejects a missing signature with 401', async () => {
    expect(await verify({ signWith: null })).toEqual({
      ok: false,
      status: 401,
      message: 'Missing sanity-webhook-signature header.',
    })
  })

  it('rejects a signature made with another secret with 401', async () => {
    expect(await verify({ signWith: 'not-the-secret' })).toEqual({
      ok: false,
      status: 401,
      message: 'Signature does not match the body and the secret.',
    })
  })

  it('rejects a body changed after signing: the signature covers the exact bytes', async () => {
    const signature = await signedHeader()
    // Same JSON value, different bytes: re-serialised bodies would not verify.
    const respaced = JSON.stringify(payload, null, 2)
    expect(await verifySignature({ rawBody: respaced, signature, secret })).toMatchObject({
      ok: false,
      status: 401,
      message: MESSAGES.badSignature,
    })
    expect(await verifySignature({ rawBody: '', signature, secret })).toMatchObject({
      status: 401,
      message: MESSAGES.badSignature,
    })
  })

  it('rejects a timestamp more than 5 minutes old or ahead with 401, even when signed right', async () => {
    for (const at of [now - FIVE_MINUTES - 1, now + FIVE_MINUTES + 1]) {
      expect(await verify({ at })).toEqual({
        ok: false,
        status: 401,
        message: 'Signature timestamp is more than 5 minutes from the server clock.',
      })
    }
  })

  it('rejects a header that is not t=<ms>,v1=<hash> with 401', () => {
    for (const signature of ['garbage', 't=abc,v1=xyz', 'v1=xyz', 't=1700000000000']) {
      expect(readSignatureHeader(signature, now)).toEqual({
        ok: false,
        status: 401,
        message: 'Malformed sanity-webhook-signature header: expected "t=<ms>,v1=<hash>".',
      })
    }
  })
})

describe('parseChangedDocument', () => {
  it('reads a story’s versions’ slugs: slugs only, each once, a bounded number', () => {
    const parsed = parseChangedDocument(
      JSON.stringify({
        _type: 'story',
        slug: 'les-pecheurs',
        versionSlugs: ['fishermen', 'les-pecheurs', 'fishermen', null, 'Not A Slug', 7],
      }),
    )
    expect(parsed).toEqual({
      ok: true,
      value: { _type: 'story', slug: 'les-pecheurs', versionSlugs: ['fishermen', 'les-pecheurs'] },
    })
    const many = Array.from({ length: 500 }, (_, index) => `story-${index}`)
    const bounded = parseChangedDocument(JSON.stringify({ _type: 'story', versionSlugs: many }))
    expect(bounded.ok && bounded.value.versionSlugs).toHaveLength(MAX_VERSIONS)
  })

  it('reads the projection: type, id, slug and previous slug (string or slug object)', () => {
    expect(
      parseChangedDocument(
        JSON.stringify({ _type: 'story', _id: 'a1', slug: 'new', previousSlug: 'old', extra: 1 }),
      ),
    ).toEqual({
      ok: true,
      value: { _type: 'story', _id: 'a1', slug: 'new', previousSlug: 'old' },
    })
    expect(
      parseChangedDocument(
        JSON.stringify({
          _type: 'story',
          slug: { _type: 'slug', current: 'x' },
          previousSlug: null,
        }),
      ),
    ).toEqual({ ok: true, value: { _type: 'story', slug: 'x' } })
  })

  it('rejects a body that is not JSON with 400', () => {
    for (const body of ['', 'not json', '{"_type":']) {
      expect(parseChangedDocument(body)).toEqual({
        ok: false,
        status: 400,
        message: 'Body is not JSON.',
      })
    }
  })

  it('rejects JSON without a _type with 400', () => {
    for (const body of ['{}', '[]', 'null', '"story"', '{"_type":""}', '{"_type":3}']) {
      expect(parseChangedDocument(body)).toEqual({
        ok: false,
        status: 400,
        message: 'Body has no _type: the webhook projection must include _type.',
      })
    }
  })
})
