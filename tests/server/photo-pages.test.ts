// A story's photo pages (/stories/<slug>/photos/<n>) are not made at build time: thousands of
// photographs would multiply the build. Each is rendered on its first request and then served
// from the cache like any page; a number no photograph has is a 404 that costs no render.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { publishedStories } from '@/tests/support/dataset'
import { startSite, type RunningSite } from '@/tests/support/running-site'
import { freePort } from '@/tests/support/next-server'

const [story] = publishedStories()
if (!story) throw new Error('The sample dataset has no published story.')
// The cover, then every photograph of its image blocks.
const photoCount =
  1 +
  story.content.reduce(
    (sum, block) => sum + (block._type === 'imageBlock' ? block.images.length : 0),
    0,
  )
/** The photo pages of the story the server has stored in its page cache, e.g. ['2.html']. */
function storedPhotoPages(site: RunningSite): string[] {
  const cache = path.join(site.distDir, 'server', 'route-cache')
  if (!existsSync(cache)) return []
  const ending = path.join('stories', story?.slug.current ?? '', 'photos')
  return readdirSync(cache, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.dirname(file).endsWith(ending) && file.endsWith('.html'))
    .map((file) => path.basename(file))
}

let site: RunningSite

beforeAll(async () => {
  site = await startSite('photo-pages', await freePort())
})
afterAll(async () => {
  await site?.stop()
})

describe('photo pages', () => {
  it('are not prerendered: the build holds only the placeholder', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(site.distDir, 'prerender-manifest.json'), 'utf8'),
    ) as { routes: Record<string, unknown> }
    const prerendered = Object.keys(manifest.routes).filter((route) => route.includes('/photos/'))
    // The placeholder is there (so the list is read), and nothing else.
    expect(prerendered.length).toBeGreaterThan(0)
    expect(prerendered.filter((route) => !route.includes('/_no-stories-yet/'))).toEqual([])
  })

  it('render on their first request and are served from the cache after', async () => {
    expect(storedPhotoPages(site)).toEqual([])
    const url = `${site.url}/stories/${story.slug.current}/photos/2`
    const first = await fetch(url)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS')
    expect(await first.text()).toContain('Photograph 2 of ')
    await expect.poll(() => storedPhotoPages(site), { timeout: 10_000 }).toEqual(['2.html'])
    const second = await fetch(url)
    expect(second.status).toBe(200)
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
  })

  it('answer 404 for a number no photograph has, storing nothing', async () => {
    // The last real one, then the first past it, then numbers no story has.
    expect(
      (await fetch(`${site.url}/stories/${story.slug.current}/photos/${photoCount}`)).status,
    ).toBe(200)
    for (const n of [String(photoCount + 1), '99', '0', '100', '007', 'x']) {
      const response = await fetch(`${site.url}/stories/${story.slug.current}/photos/${n}`)
      expect(response.status, n).toBe(404)
    }
    expect(storedPhotoPages(site).sort()).toEqual(
      [...new Set(['2.html', `${photoCount}.html`])].sort(),
    )
  })
})
