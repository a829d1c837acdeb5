// /api/draft-mode/enable as the Studio's Presentation tool calls it: with Sanity's short-lived
// preview secret, checked by Sanity's own validatePreviewUrl through the draft client against a
// stand-in for the query API that holds the secret documents the Studio writes.
import { validatePreviewUrl } from '@sanity/preview-url-secret'

import { createDraftClient } from '@/sanity/hosted/draft-client'
import { handleEnableDraftMode, PREVIEW_MESSAGES, type EnableDeps } from '@/sanity/draft-mode'
import {
  standInClient,
  startSanityApiServer,
  type SanityApiServer,
} from '@/tests/support/sanity-api-server'

const STUDIO_SECRET = 'studio-made-secret'
const HOUR_MS = 60 * 60 * 1000

/** A secret document as the Presentation tool stores it, last touched `ageMs` ago. */
const secretDocument = (id: string, secret: string, ageMs: number) => ({
  _id: `sanity-preview-url-secret.${id}`,
  _type: 'sanity.previewUrlSecret',
  _updatedAt: new Date(Date.now() - ageMs).toISOString(),
  secret,
  studioUrl: 'http://localhost:3000/studio',
})

let server: SanityApiServer
let checkSanityPreview: NonNullable<EnableDeps['checkSanityPreview']>

beforeAll(async () => {
  server = await startSanityApiServer({
    documents: [
      secretDocument('fresh', STUDIO_SECRET, 60_000),
      secretDocument('stale', 'expired-secret', 2 * HOUR_MS),
    ],
    apiVersion: 'any',
  })
  const base = standInClient(server.url)
  // As the route does: validatePreviewUrl over the site's draft client (which has the token).
  const client = createDraftClient(base, 'read-token')
  checkSanityPreview = (url) => validatePreviewUrl(client, url)
})

afterAll(() => server.close())

afterEach(() => vi.restoreAllMocks())

async function enable(query: string, deps: Partial<EnableDeps> = {}) {
  let enabled = false
  const response = await handleEnableDraftMode(
    new Request(`http://127.0.0.1/api/draft-mode/enable${query}`),
    {
      secret: 'site-secret',
      unavailable: undefined,
      checkSanityPreview,
      ...deps,
      enable: async () => {
        enabled = true
      },
    },
  )
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
    text: await response.text(),
    enabled,
  }
}

const presentationQuery = (secret: string, pathname = '/stories/lions-at-dawn') =>
  `?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`

describe("GET /api/draft-mode/enable with Sanity's preview secret", () => {
  it('a valid secret: draft mode on, 307 to the page it names, not stored', async () => {
    expect(await enable(presentationQuery(STUDIO_SECRET))).toEqual({
      status: 307,
      location: '/stories/lions-at-dawn',
      cacheControl: 'no-store',
      text: '',
      enabled: true,
    })
    // Checked by reading the secret back from the project, with the draft client's token.
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer read-token')
    expect((await enable(`?sanity-preview-secret=${STUDIO_SECRET}`)).location).toBe('/')
    expect(
      (await enable(presentationQuery(STUDIO_SECRET, '/stories?category=portrait'))).location,
    ).toBe('/stories?category=portrait')
  })

  it("keeps the Studio's perspective on the page's URL, as Sanity adds it", async () => {
    const query = `${presentationQuery(STUDIO_SECRET)}&sanity-preview-perspective=drafts`
    expect((await enable(query)).location).toBe(
      '/stories/lions-at-dawn?sanity-preview-perspective=drafts',
    )
  })

  it('does not need SANITY_PREVIEW_SECRET: Sanity keeps this secret', async () => {
    expect(await enable(presentationQuery(STUDIO_SECRET), { secret: undefined })).toMatchObject({
      status: 307,
      enabled: true,
    })
  })

  it('a wrong, empty or expired secret: 401, draft mode stays off', async () => {
    for (const secret of ['nope', '', 'expired-secret', 'site-secret']) {
      expect(await enable(presentationQuery(secret)), secret).toEqual({
        status: 401,
        location: null,
        cacheControl: 'no-store',
        text: PREVIEW_MESSAGES.badSanitySecret,
        enabled: false,
      })
    }
  })

  it('never redirects off the site: 400, draft mode stays off', async () => {
    for (const redirectTo of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example']) {
      const result = await enable(presentationQuery('any'), {
        checkSanityPreview: async () => ({ isValid: true, redirectTo }),
      })
      expect(result, redirectTo).toMatchObject({
        status: 400,
        location: null,
        text: 'sanity-preview-pathname must be a path on this site, such as /stories/<slug>.',
        enabled: false,
      })
    }
  })

  it('on the embedded dataset (CONTENT_SOURCE=local): refused, saying why', async () => {
    const result = await enable(presentationQuery(STUDIO_SECRET), {
      checkSanityPreview: undefined,
    })
    expect(result).toMatchObject({ status: 400, location: null, enabled: false })
    expect(result.text).toContain('needs a hosted Sanity project')
    expect(result.text).toContain('CONTENT_SOURCE=local')
  })

  it('without a read token: 500 naming no setting; the log names it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const check = vi.fn(checkSanityPreview)
    const unavailable = 'Missing setting SANITY_API_READ_TOKEN: …'
    const result = await enable(presentationQuery(STUDIO_SECRET), {
      unavailable,
      checkSanityPreview: check,
    })
    expect(result).toMatchObject({ status: 500, text: PREVIEW_MESSAGES.sanityUnavailable })
    expect(result.enabled).toBe(false)
    expect(check).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith(unavailable)
  })

  it('when Sanity cannot be reached: 502, draft mode stays off', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await enable(presentationQuery(STUDIO_SECRET), {
      checkSanityPreview: async () => {
        throw new Error('connect ECONNREFUSED')
      },
    })
    expect(result).toMatchObject({
      status: 502,
      text: PREVIEW_MESSAGES.sanityUnreachable,
      enabled: false,
    })
  })

  it("leaves the site's own ?secret= flow as it was, and never asks Sanity for it", async () => {
    const check = vi.fn(checkSanityPreview)
    const deps = { checkSanityPreview: check }
    expect(await enable('?secret=site-secret&redirect=/latest', deps)).toMatchObject({
      status: 307,
      location: '/latest',
      enabled: true,
    })
    expect(await enable('?secret=nope&redirect=/latest', deps)).toMatchObject({
      status: 401,
      text: PREVIEW_MESSAGES.badSecret,
      enabled: false,
    })
    expect(
      await enable('?secret=site-secret', { ...deps, checkSanityPreview: undefined }),
    ).toMatchObject({
      status: 307,
      location: '/',
      enabled: true,
    })
    expect(check).not.toHaveBeenCalled()
  })
})
