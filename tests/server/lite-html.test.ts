// Data saver's pages as plain HTML (lib/lite): a production server started
// as production starts (lib/lite/serve.mjs) sends each without Next's scripts and flight data,
// whether rendered on this request or served from its cache, in every language, a 404 too;
// full pages and flight requests are Next's as they were.
import { gzipSync } from 'node:zlib'

import { FRONT_HEADER } from '@/lib/lite/front-token.mjs'
import { LITE_SCRIPT_MAX_BYTES } from '@/lib/lite/script-budget'
import { isLiteScriptPath } from '@/lib/lite/script-name.mjs'
import { publishedStories, translatedStories } from '@/tests/support/dataset'
import { freePort } from '@/tests/support/next-server'
import { frameworkScripts } from '@/tests/support/framework-scripts'
import { copyStandalone, startInstance } from '@/tests/support/standalone-site'
import { sendRaw } from '@/tests/support/raw-http'
import { startSite, type RunningSite } from '@/tests/support/running-site'

const [story] = publishedStories()
const [arabic] = translatedStories('ar')
if (!story || !arabic) throw new Error('The sample dataset has no story in English and Arabic.')

let site: RunningSite

beforeAll(async () => {
  site = await startSite('lite-html', await freePort())
})
afterAll(async () => {
  await site?.stop()
})

/** What a phone with data saver gets at `path`: status, headers and the page as it reads it. */
async function load(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${path}`, {
    headers: { 'accept-encoding': 'br, gzip', ...headers },
  })
  return { response, html: await response.text() }
}

describe('data saver pages without the framework', () => {
  it.each([
    [
      'a story, rendered on its first request and then from the cache',
      `/lite/stories/${story.slug.current}`,
      story.title,
    ],
    ['an Arabic story', `/ar/lite/stories/${arabic.story.slug.current}`, arabic.story.title],
    ['the French home page', '/fr/lite', '<html lang="fr" dir="ltr"'],
  ])('%s', async (_, path, shown) => {
    for (const visit of ['first', 'second']) {
      const { response, html } = await load(path)
      expect(response.status, visit).toBe(200)
      // Data saver's pages are rendered on their first request, then served from the cache.
      expect(response.headers.get('x-nextjs-cache'), visit).toBe(visit === 'first' ? 'MISS' : 'HIT')
      expect(response.headers.get('content-encoding'), visit).toBe('br')
      expect(response.headers.get('vary'), visit).toContain('Accept-Encoding')
      expect(frameworkScripts(html), visit).toEqual([])
      expect(html, visit).not.toContain('self.__next_f')
      // Whole as sent: nothing left hidden for a script to move into place.
      expect(html, visit).not.toMatch(/<div hidden id="S:/)
      expect(html, visit).toContain(shown)
      expect(html, visit).toMatch(/<link rel="stylesheet"/)
      // What search engines read of the page stays.
      expect(html, visit).toContain('<script type="application/ld+json">')
    }
    expect(site.errors()).toBe('')
  })

  it('names its one script of our own, small and cached for good', async () => {
    const { html } = await load(`/lite/stories/${story.slug.current}`)
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src)
    expect(scripts).toHaveLength(1)
    const [src = ''] = scripts
    expect(isLiteScriptPath(src)).toBe(true)
    const response = await fetch(`${site.url}${src}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // Its size as sent, gzipped: fetch decodes the body, so it is compressed again here.
    expect(gzipSync(Buffer.from(await response.arrayBuffer())).length).toBeLessThanOrEqual(
      LITE_SCRIPT_MAX_BYTES,
    )
  })

  it("names the site's mark, which a phone then keeps for a week rather than asking again", async () => {
    const { html } = await load('/fr/lite')
    const [, icon = ''] = /<link rel="icon" href="([^"?]+)/.exec(html) ?? []
    expect(icon).toBe('/icon.svg')
    const response = await fetch(`${site.url}${icon}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=604800\b/)
  })

  it('answers a revalidation with its page’s validator and Vary', async () => {
    const { response } = await load('/fr/lite')
    const etag = response.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\//)
    // As a browser revalidates (fetch would add `Cache-Control: no-cache`, which asks for the page).
    const again = await sendRaw(site.url, {
      path: '/fr/lite',
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    expect(again.headers.etag).toBe(etag)
    expect(again.headers.vary).toContain('Accept-Encoding')
  })

  it('a 404 in data saver is plain HTML too', async () => {
    const { response, html } = await load('/fr/lite/stories/no-story-has-this-slug')
    expect(response.status).toBe(404)
    expect(frameworkScripts(html)).toEqual([])
  })

  it('a 404 carries no ETag, so no 404 revalidates another', async () => {
    for (const path of ['/fr/lite/stories/no-such-story', '/stories/no-such-story', '/xx-nope']) {
      const { response } = await load(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('etag'), path).toBeNull()
    }
  })

  it('leaves full pages and flight requests as Next sends them', async () => {
    const full = await load(`/stories/${story.slug.current}`)
    expect(full.response.status).toBe(200)
    expect(frameworkScripts(full.html).length).toBeGreaterThan(3)
    const flight = await load(`/lite/stories/${story.slug.current}`, { rsc: '1' })
    expect(flight.response.headers.get('content-type')).toContain('text/x-component')
  })
})

describe('an instance started without its front', () => {
  it('says it is unhealthy, as its data saver pages carry the framework; through the front it is healthy', async () => {
    const healthy = await fetch(`${site.url}/api/health`)
    expect(healthy.status).toBe(200)
    expect(await healthy.json()).toMatchObject({ status: 'ok' })
    // Standalone's server.js alone, as a platform's own start command would run it.
    const bare = await startInstance({
      name: 'without-front',
      dir: copyStandalone('without-front'),
      port: await freePort(),
      env: { CONTENT_SOURCE: 'local' },
      withoutFront: true,
    })
    try {
      const health = await fetch(`${bare.url}/api/health`)
      expect(health.status).toBe(503)
      expect(await health.json()).toMatchObject({
        status: 'unhealthy',
        reason: expect.stringContaining('front'),
      })
      // A stranger's token is no token.
      const forged = await fetch(`${bare.url}/api/health`, { headers: { [FRONT_HEADER]: 'x' } })
      expect(forged.status).toBe(503)
      const { html } = await fetch(`${bare.url}/fr/lite`).then(async (response) => ({
        html: await response.text(),
      }))
      expect(frameworkScripts(html).length).toBeGreaterThan(0)
    } finally {
      await bare.stop()
    }
  })
})
