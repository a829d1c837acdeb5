// POST /api/revalidate as Sanity calls it: what it answers, and which tags it revalidates
// (none at all unless the request is signed, fresh and well formed).
import { handleRevalidateWebhook } from '@/sanity/revalidate'
import { tagsFor } from '@/sanity/tags'
import { countingStream } from '@/tests/support/counting-stream'
import { webhookRequest } from '@/tests/support/webhook'

const secret = 'the-shared-secret'
const now = Date.parse('2026-03-01T12:00:00Z')
// Written out, not imported: the requirement is 64 KB, whatever the constant says.
const LIMIT = 64 * 1024
const CHUNK = 16 * 1024
const bytes = (text: string) => new TextEncoder().encode(text)

async function send(
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string>,
  serverSecret = secret,
) {
  const revalidated: string[] = []
  // duplex: Node needs it for a stream body. The DOM's RequestInit type lacks it, so the init is
  // a variable (no excess-property check) rather than an inline literal.
  const init = { method: 'POST', body, headers, duplex: 'half' }
  const response = await handleRevalidateWebhook(
    new Request('http://127.0.0.1/api/revalidate', init),
    { secret: serverSecret || undefined, now, revalidate: (tag) => revalidated.push(tag) },
  )
  return { status: response.status, body: await response.json(), revalidated }
}

async function post(
  payload: unknown,
  options: { signWith?: string | null; at?: number; serverSecret?: string } = {},
) {
  const { signWith = secret, at = now, serverSecret } = options
  const { body, headers } = await webhookRequest(payload, { secret: signWith, timestamp: at })
  return send(body, headers, serverSecret)
}

/** The headers Sanity would send for `body`, signed at `at`. */
async function signedHeaders(body: string, at = now) {
  return (await webhookRequest(body, { secret, timestamp: at })).headers
}

/** A valid change whose JSON is exactly `size` bytes long, padded with `pad`. */
function changeOfSize(size: number, pad = 'a') {
  const bare = JSON.stringify({ _type: 'story', slug: 'x', pad: '' })
  const padBytes = bytes(pad).length
  const text = JSON.stringify({
    _type: 'story',
    slug: 'x',
    pad: pad.repeat(Math.floor((size - bare.length) / padBytes)),
  })
  return text + ' '.repeat(size - bytes(text).length)
}

const tooLarge = {
  status: 413,
  body: { revalidated: false, message: 'Body is over 64 KB: far more than a webhook projection.' },
  revalidated: [],
}

describe('POST /api/revalidate', () => {
  it('revalidates the tags of a signed change and answers 200 with them', async () => {
    const result = await post({ _type: 'story', _id: 's1', slug: 'new-slug', previousSlug: 'old' })
    expect(result).toEqual({
      status: 200,
      body: { revalidated: true, tags: ['story', 'story:new-slug', 'story:old'] },
      revalidated: ['story', 'story:new-slug', 'story:old'],
    })
  })

  it('answers 401 and revalidates nothing when unsigned, wrongly signed or stale', async () => {
    const change = { _type: 'story', slug: 'x' }
    const cases = [
      [{ signWith: null }, 'Missing sanity-webhook-signature header.'],
      [{ signWith: 'wrong' }, 'Signature does not match the body and the secret.'],
      [
        { at: now - 6 * 60_000 },
        'Signature timestamp is more than 5 minutes from the server clock.',
      ],
      [
        { at: now + 6 * 60_000 },
        'Signature timestamp is more than 5 minutes from the server clock.',
      ],
    ] as const
    for (const [options, message] of cases) {
      expect(await post(change, options)).toEqual({
        status: 401,
        body: { revalidated: false, message },
        revalidated: [],
      })
    }
  })

  it('answers 400 and revalidates nothing for a signed body that is not JSON or has no _type', async () => {
    expect(await post('{not json')).toEqual({
      status: 400,
      body: { revalidated: false, message: 'Body is not JSON.' },
      revalidated: [],
    })
    expect(await post({ _id: 'x' })).toEqual({
      status: 400,
      body: {
        revalidated: false,
        message: 'Body has no _type: the webhook projection must include _type.',
      },
      revalidated: [],
    })
  })

  it('answers 500 naming the setting when the server has no secret, and revalidates nothing', async () => {
    const result = await post({ _type: 'story' }, { serverSecret: '' })
    expect(result.status).toBe(500)
    expect(result.body.revalidated).toBe(false)
    expect(result.body.message).toContain('SANITY_REVALIDATE_SECRET is not set')
    expect(result.revalidated).toEqual([])
  })

  it('answers 200 and revalidates nothing for a draft or release version', async () => {
    for (const _id of ['drafts.s1', 'versions.rSpring.s1']) {
      const result = await post({ _type: 'story', _id, slug: 'x' })
      expect(result.status).toBe(200)
      expect(result.body).toMatchObject({ revalidated: false, tags: [] })
      expect(result.body.message).toContain('nothing to revalidate')
      expect(result.revalidated).toEqual([])
    }
  })
})

describe('POST /api/revalidate: what it reads of the body', () => {
  it('answers 413 without reading a byte when Content-Length declares more than 64 KB', async () => {
    const change = JSON.stringify({ _type: 'story', slug: 'x' })
    const bodies = [
      countingStream(bytes(change)),
      // Far past the limit, as an endless body would be.
      countingStream(new Uint8Array(16 * 1024 * 1024)),
    ]
    for (const body of bodies) {
      const headers = {
        ...(await signedHeaders(change)),
        'content-length': String(100 * 1024 ** 2),
      }
      expect(await send(body.stream, headers)).toEqual(tooLarge)
      expect(body.pulledBytes()).toBe(0)
    }
  })

  it('answers 413 once a body without a true Content-Length passes 64 KB, reading one chunk past it at most', async () => {
    for (const declared of [undefined, '100']) {
      const body = countingStream(new Uint8Array(16 * 1024 * 1024), CHUNK)
      const headers = await signedHeaders('{}')
      if (declared) headers['content-length'] = declared
      expect(await send(body.stream, headers)).toEqual(tooLarge)
      expect(body.pulledBytes()).toBeGreaterThan(LIMIT)
      expect(body.pulledBytes()).toBeLessThanOrEqual(LIMIT + CHUNK)
      expect(body.cancelled()).toBe(true)
    }
  })

  it('answers 401 to a missing, malformed or stale signature without reading the body', async () => {
    const stale = (await signedHeaders('{}', now - 6 * 60_000))['sanity-webhook-signature'] ?? ''
    const cases = [
      [{}, 'Missing sanity-webhook-signature header.'],
      [
        { 'sanity-webhook-signature': 'garbage' },
        'Malformed sanity-webhook-signature header: expected "t=<ms>,v1=<hash>".',
      ],
      [
        { 'sanity-webhook-signature': stale },
        'Signature timestamp is more than 5 minutes from the server clock.',
      ],
    ] as const
    for (const [headers, message] of cases) {
      const body = countingStream(new Uint8Array(1024 * 1024))
      expect(await send(body.stream, headers)).toEqual({
        status: 401,
        body: { revalidated: false, message },
        revalidated: [],
      })
      expect(body.pulledBytes()).toBe(0)
    }
  })

  it('accepts a signed body of exactly 64 KB and answers 413 at one byte more, with or without Content-Length', async () => {
    for (const withLength of [true, false]) {
      for (const [size, status] of [
        [LIMIT, 200],
        [LIMIT + 1, 413],
      ] as const) {
        const change = changeOfSize(size)
        expect(bytes(change).length).toBe(size)
        const headers = await signedHeaders(change)
        if (withLength) headers['content-length'] = String(size)
        const result = await send(countingStream(bytes(change)).stream, headers)
        expect({ withLength, size, status: result.status }).toEqual({ withLength, size, status })
      }
    }
  })

  it('counts bytes, not characters', async () => {
    const change = changeOfSize(LIMIT + 2, '€')
    expect(change.length).toBeLessThan(LIMIT)
    expect(await send(change, await signedHeaders(change))).toEqual(tooLarge)
  })

  it('verifies a body whose characters are split across chunks', async () => {
    const change = JSON.stringify({ _type: 'story', slug: 'lions-à-l’aube-🦁' })
    const result = await send(countingStream(bytes(change), 3).stream, await signedHeaders(change))
    expect(result.status).toBe(200)
    expect(result.revalidated).toEqual(['story', 'story:lions-à-l’aube-🦁'])
  })
})

describe('tagsFor: what each document type touches', () => {
  it('a story: the lists (story) and its own page, under its new and old slug', () => {
    expect(tagsFor({ _type: 'story', slug: 'a' })).toEqual(['story', 'story:a'])
    expect(tagsFor({ _type: 'story', slug: 'b', previousSlug: 'a' })).toEqual([
      'story',
      'story:b',
      'story:a',
    ])
    expect(tagsFor({ _type: 'story', slug: 'a', previousSlug: 'a' })).toEqual(['story', 'story:a'])
    // Deleted: only the slug it had.
    expect(tagsFor({ _type: 'story', previousSlug: 'a' })).toEqual(['story', 'story:a'])
  })

  it('a translation: its own page and each of its versions’ pages, whose alternates name it', () => {
    expect(
      tagsFor({
        _type: 'story',
        slug: 'les-pecheurs',
        versionSlugs: ['fishermen', 'les-pecheurs'],
      }),
    ).toEqual(['story', 'story:les-pecheurs', 'story:fishermen'])
    // Linking or unlinking versions (the Studio's translation menu) reaches the stories linked.
    expect(
      tagsFor({
        _type: 'translation.metadata',
        _id: 'm1',
        versionSlugs: ['fishermen', 'os-pescadores'],
      }),
    ).toEqual(['translation.metadata', 'story:fishermen', 'story:os-pescadores'])
  })

  it('a category or story teller: its type, which every story page and list carries', () => {
    expect(tagsFor({ _type: 'category', slug: 'portrait' })).toEqual(['category'])
    expect(tagsFor({ _type: 'person', _id: 'p1' })).toEqual(['person'])
  })

  it('site settings and team members: their own pages', () => {
    expect(tagsFor({ _type: 'siteSettings', _id: 'siteSettings' })).toEqual(['siteSettings'])
    expect(tagsFor({ _type: 'teamMember' })).toEqual(['teamMember'])
  })

  it('drafts and release versions: nothing', () => {
    expect(tagsFor({ _type: 'story', _id: 'drafts.s1', slug: 'a' })).toEqual([])
    expect(tagsFor({ _type: 'category', _id: 'versions.r1.c1' })).toEqual([])
  })
})
