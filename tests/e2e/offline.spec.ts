// Reading offline (issue 31): the web app manifest a reader adds the site to their home screen
// with, as Chromium reads it; saving a story, and reading it with the network cut.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { DATA_SAVER_COOKIE } from '@/lib/data-saver'
import { LOCALES } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'
import { publicPath } from '@/lib/page-variant'
import { DENSE_SCREENS, SAVER_IMAGE_QUALITY, SAVER_IMAGE_WIDTHS } from '@/lib/image-sizes'
import { photoGroup } from '@/lib/offline/offline-caches'
import { manifestPath } from '@/lib/web-manifest'
import type { StoryDocument } from '@/sanity/sample/documents'

import { publishedStories, readDataset, translatedStories } from '@/tests/support/dataset'
import { freePort } from '@/tests/support/next-server'
import { watchErrors } from '@/tests/support/page-errors'
import { copyStandalone, startInstance } from '@/tests/support/standalone-site'
import { settled } from '@/tests/support/page-settled'

test.describe('the web app manifest', () => {
  for (const locale of LOCALES) {
    test(`${locale}: the home page links its language's manifest, which Chromium reads without an error @any-screen`, async ({
      page,
      request,
    }) => {
      await page.goto(locale === 'en' ? '/' : `/${locale}`)
      const href = await page.locator('link[rel="manifest"]').getAttribute('href')
      expect(href).toBe(manifestPath(locale))
      const cdp = await page.context().newCDPSession(page)
      const { url, errors, data } = await cdp.send('Page.getAppManifest', {})
      expect(new URL(url).pathname).toBe(manifestPath(locale))
      expect(errors).toEqual([])
      const manifest: unknown = JSON.parse(data ?? '')
      expect(manifest).toMatchObject({
        name: 'The Ruum Africa',
        lang: locale,
        dir: locale === 'ar' ? 'rtl' : 'ltr',
        start_url: locale === 'en' ? '/' : `/${locale}`,
        display: 'standalone',
      })
      const response = await request.get(href ?? '')
      expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    })
  }

  test('its icons are PNGs of the sizes it names @any-screen', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: Array<{ src: string; sizes: string; type: string }>
    }
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src)
      expect(response.status(), icon.src).toBe(200)
      expect(response.headers()['content-type'], icon.src).toBe(icon.type)
    }
    // The bitmaps: a PNG's width and height, from its header chunk. (The SVG is any size.)
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png')
    expect(pngs.length).toBeGreaterThan(0)
    for (const icon of pngs) {
      const png = await (await request.get(icon.src)).body()
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
    }
  })

  test('another first segment has no manifest @any-screen', async ({ request }) => {
    expect((await request.get('/xx/manifest.webmanifest')).status()).toBe(404)
    expect((await request.get('/en/manifest.webmanifest')).status()).toBe(404)
    expect((await request.get('/icons/1024.png')).status()).toBe(404)
  })
})

// Saving a story for the bus: what the reader sees, with the network cut.

const documents = readDataset()
const photosOf = (story: StoryDocument) => [
  story.cover,
  ...story.content.flatMap((block) => (block._type === 'imageBlock' ? block.images : [])),
]
const story = publishedStories(documents).find((candidate) => photosOf(candidate).length >= 4)
if (!story) throw new Error('The sample dataset has no story with 4 photographs.')
const other = publishedStories(documents).find((candidate) => candidate !== story)
if (!other) throw new Error('The sample dataset has one story.')
const storyPath = `/stories/${story.slug.current}`
const photoPath = (n: number) => `${storyPath}/photos/${n}`
const viewer = (page: Page) => page.getByRole('dialog', { name: `Photographs of ${story.title}` })

/** The saved stories' caches, and how many of their entries are RSC payloads. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('ruum-saved:'))
    let payloads = 0
    for (const name of names) {
      const requests = await (await caches.open(name)).keys()
      payloads += requests.filter((request) => request.headers.get('rsc') === '1').length
    }
    return { names, payloads }
  })

const workers = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)

/**
 * Every photograph of the story on the page drawn: each lazy one scrolled to, then decoded. Not
 * the cards of other stories under it, which are not saved with it (offline, their colour).
 */
async function photographsDrawn(page: Page) {
  const images = page.locator('main figure img')
  const count = await images.count()
  for (let i = 0; i < count; i++) {
    const image = images.nth(i)
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
  }
  return count
}

/** What a saved story keeps beyond its photographs, at most, as a share of them. */
const MAX_KEPT_BEYOND_PHOTOS = 0.55

const saveStatus = (page: Page) => page.locator('[data-save-story]').getByRole('status')

/** Saves the story at `path` (or the page already open: null), and sees it saved. */
async function save(page: Page, path: string | null = storyPath) {
  if (path) await page.goto(path)
  const button = page.getByRole('button', { name: 'Save for offline' })
  await expect(button).toBeEnabled()
  await button.click()
  // Heard by a screen reader, and shown beside a way to undo it.
  await expect(saveStatus(page)).toHaveText('Saved for offline', { timeout: 60_000 })
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible()
}

test.describe('saving a story for offline reading', () => {
  test('a visitor who never saves loads no service worker @any-screen', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/sw.js') asked.push(request.url())
    })
    for (const path of ['/', storyPath, '/saved', photoPath(2)]) {
      await page.goto(path)
      await settled(page)
    }
    expect(await workers(page)).toBe(0)
    expect(await page.evaluate(() => caches.keys())).toEqual([])
    expect(asked).toEqual([])
  })

  test.describe('on a dense screen', () => {
    test.use({ deviceScaleFactor: 2 })

    test('a saved story keeps the files a 2x screen picks (its dense <source>), and draws them offline with no browser cache', async ({
      page,
      context,
    }) => {
      await save(page)
      const own = page.locator('main figure img')
      const shown = await own.evaluateAll((imgs: HTMLImageElement[]) =>
        imgs.map((img) => img.currentSrc).filter(Boolean),
      )
      expect(shown.length).toBeGreaterThan(0)
      // The cover as this screen draws it: the dense screens' file, kept as it is.
      expect(new URL(shown[0] ?? '').searchParams.get('q')).toBe(String(DENSE_SCREENS.quality))
      // Each kept at its quality and shape (Chromium may pick a neighbouring width for the same
      // screen from one load to the next; the worker answers any width from the one kept).
      const keptFiles = await page.evaluate(async () => {
        const urls: string[] = []
        for (const name of await caches.keys()) {
          if (!name.startsWith('ruum-saved:')) continue
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
        }
        return urls
      })
      const keptGroups = new Set(keptFiles.map(photoGroup))
      const missing = shown.filter((url) => !keptGroups.has(photoGroup(url)))
      expect(missing).toEqual([])

      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await context.setOffline(true)
      await page.goto(storyPath)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
      const count = await own.count()
      expect(count).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) {
        const image = own.nth(i)
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
      }
    })
  })

  test('a saved story and its photographs open offline, and the viewer moves between them', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page)
    await save(page)
    // Its page, photo pages, photographs and the payloads the viewer opens with.
    await expect.poll(async () => (await kept(page)).payloads).toBeGreaterThanOrEqual(1)
    expect(await workers(page)).toBe(1)
    await page.getByRole('button', { name: 'Remove' }).focus()

    await context.setOffline(true)
    await page.goto(storyPath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
    await expect(saveStatus(page)).toHaveText('Saved for offline')
    expect(await photographsDrawn(page)).toBeGreaterThanOrEqual(4)

    // The viewer opens over the story, from the kept payload: no document load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator(`a[href="${photoPath(3)}"]`).click()
    await expect(viewer(page).getByText(`3 / ${photosOf(story).length}`)).toBeVisible()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    const current = viewer(page).locator('[data-slide="current"] img')
    await page.keyboard.press('ArrowRight')
    await expect(viewer(page).getByText(`4 / ${photosOf(story).length}`)).toBeVisible()
    await expect(page).toHaveURL(photoPath(4))
    await expect
      .poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)

    // A photograph's own page, loaded offline, and the next one from its link.
    await page.goto(photoPath(2))
    expect(await photographsDrawn(page)).toBeGreaterThanOrEqual(1)
    await page
      .getByRole('navigation', { name: 'Photographs' })
      .getByRole('link', { name: /Next photograph/ })
      .click()
    await expect(page).toHaveURL(photoPath(3))
    expect(await photographsDrawn(page)).toBeGreaterThanOrEqual(1)

    // A page not saved: the offline page, which leads to the saved stories.
    await page.goto(`/stories/${other.slug.current}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
    await expect(page).toHaveURL(`/stories/${other.slug.current}`)
    await expect(page.getByRole('link', { name: 'Your saved stories' })).toBeVisible()
    // Back online, the page the reader asked for loads by itself.
    await context.setOffline(false)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title)
    // Offline, the router's prefetches of other pages fail (and are logged): nothing else may.
    const offline = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch/
    expect(errors.filter((error) => !offline.test(error))).toEqual([])
  })

  test('/saved lists a saved story with its size, offline, and removes it @any-screen', async ({
    page,
    context,
  }) => {
    await save(page)
    await context.setOffline(true)
    await page.getByRole('link', { name: 'Your saved stories' }).click()
    await expect(page).toHaveURL('/saved')
    const item = page.locator('[data-saved-story]')
    await expect(item).toHaveCount(1)
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(story.title)
    await expect(item.locator('[data-saved-size]')).toHaveText(/^≈\s[\d.]+ (kB|MB) on this phone$/)
    await expect
      .poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(page.locator('[data-storage-used]')).toHaveText(
      /^Saved stories use ≈\s[\d.]+ (kB|MB) of this phone’s storage\. The site’s own pages and code, kept once for all your stories, take ≈\s[\d.]+ (kB|MB) more\.$/,
    )
    // The home page offline, where the home screen opens: the saved stories.
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved stories')
    await expect(item).toHaveCount(1)
    await item.getByRole('button', { name: `Remove “${story.title}” from this phone` }).click()
    await expect(page.getByRole('status')).toHaveText('Removed from this phone.')
    await expect(item).toHaveCount(0)
    await expect(page.getByText('No stories saved yet.', { exact: false })).toBeVisible()
    // Nothing is left: no story, and with none to serve, no worker.
    expect((await kept(page)).names).toEqual([])
    await expect.poll(() => workers(page)).toBe(0)
  })

  // Data saver runs no framework: its one small script saves (lib/lite/enhance.ts).
  test('data saver: Save keeps the story with every photograph, those not opened too, and all open offline @any-screen', async ({
    page,
    context,
  }) => {
    const lite = (path: string) => `/lite${path}`
    await page.goto(lite(storyPath))
    // Behind a tap each, none opened: Save keeps them all the same.
    const closed = page.locator('article details:not([open]) > summary')
    const tapped = await closed.count()
    expect(tapped).toBeGreaterThanOrEqual(3)
    await save(page, null)
    const photographs = () =>
      page.evaluate(async () => {
        const urls: string[] = []
        for (const name of await caches.keys()) {
          if (!name.startsWith('ruum-saved:')) continue
          for (const request of await (await caches.open(name)).keys()) {
            if (/sample-images|cdn\.sanity\.io/.test(request.url)) urls.push(request.url)
          }
        }
        return [...new Set(urls)]
      })
    const kept = await photographs()
    // The cover and each photograph behind a tap.
    expect(kept.length).toBeGreaterThanOrEqual(tapped + 1)
    // Data saver's files: its quality, at most its widest step.
    for (const url of kept) {
      const params = new URL(url).searchParams
      expect(params.get('q'), url).toBe(String(SAVER_IMAGE_QUALITY))
      expect(Number(params.get('w')), url).toBeLessThanOrEqual(Math.max(...SAVER_IMAGE_WIDTHS))
    }

    await context.setOffline(true)
    await page.goto(lite(storyPath))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
    // Each photograph opens in place from what was kept.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const photos = page.locator('article details [data-tapped-photo]')
    for (let i = 0; i < tapped; i++) await closed.first().click()
    const drawn = await photos.evaluateAll((spans: HTMLElement[]) =>
      Promise.all(
        spans.map(
          (span) =>
            new Promise<boolean>((resolve) => {
              const image = new Image()
              image.onload = () => resolve(image.naturalWidth > 0)
              image.onerror = () => resolve(false)
              image.src = /url\("?([^")]+)/.exec(span.style.backgroundImage)?.[1] ?? ''
            }),
        ),
      ),
    )
    expect(drawn).toHaveLength(tapped)
    expect(drawn.every(Boolean)).toBe(true)
    // And each photograph's own page.
    for (const n of [2, 3]) {
      await page.goto(lite(photoPath(n)))
      expect(await photographsDrawn(page)).toBeGreaterThanOrEqual(1)
    }
    await page.goto(lite('/saved'))
    await expect(page.locator('[data-saved-story]')).toHaveCount(1)
    await expect(page.locator('[data-saved-story] h2')).toHaveText(story.title)
  })

  test('two stories keep the build’s files once, and each little beyond its photographs @any-screen', async ({
    page,
  }) => {
    // Two stories of four photographs or more: a page and its photographs' pages weigh about the
    // same whatever the story, so a story of one or two photographs is mostly its pages.
    const second = publishedStories(documents).find(
      (candidate) => candidate !== story && photosOf(candidate).length >= 4,
    )
    if (!second) throw new Error('The sample dataset has one story of four photographs.')
    await save(page)
    await save(page, `/stories/${second.slug.current}`)
    const stored = await page.evaluate(async () => {
      const entries = async (name: string) => {
        const cache = await caches.open(name)
        return Promise.all(
          (await cache.keys()).map(async (request) => {
            const response = await cache.match(request)
            return {
              path: new URL(request.url).pathname,
              type: response?.headers.get('content-type') ?? '',
              packed: response?.headers.has('x-ruum-packed') ?? false,
              bytes: (await response?.blob())?.size ?? 0,
            }
          }),
        )
      }
      const names = await caches.keys()
      const stories = names.filter((name) => name.startsWith('ruum-saved:'))
      return {
        names,
        files: await entries('ruum-files'),
        stories: await Promise.all(stories.map(entries)),
        estimate: (await navigator.storage.estimate()).usage ?? 0,
      }
    })
    expect(stored.stories).toHaveLength(2)
    // The build's files in the one shared cache, none in a story's own.
    const isBuildFile = (path: string) => path.startsWith('/_next/static/')
    expect(stored.files.filter(({ path }) => isBuildFile(path)).length).toBeGreaterThan(0)
    const photoBytes = (entries: typeof stored.files) =>
      entries.filter(({ type }) => type.startsWith('image/')).reduce((sum, e) => sum + e.bytes, 0)
    for (const entries of stored.stories) {
      expect(entries.filter(({ path }) => isBuildFile(path))).toEqual([])
      // Its pages and payloads kept compressed (its photographs' pages without the framework).
      const pages = entries.filter(({ type }) => /^text\/(html|x-component)/.test(type))
      expect(pages.length).toBeGreaterThan(0)
      expect(pages.filter(({ packed }) => !packed)).toEqual([])
      expect(photoBytes(entries)).toBeGreaterThan(0)
    }
    // What the first keeps beyond its photographs (175 kB of them): its page (21 kB), five photo
    // pages (5 kB each) and five viewer payloads (7 kB each), 47% of them. Issue 60 asks 15%. (The
    // second's drawn photographs are 9 kB each, so its pages outweigh them whatever is done.)
    const [first = []] = stored.stories.filter((entries) =>
      entries.some(({ path }) => path === storyPath),
    )
    const rest = first.reduce((sum, e) => sum + e.bytes, 0) - photoBytes(first)
    expect(rest / photoBytes(first)).toBeLessThanOrEqual(MAX_KEPT_BEYOND_PHOTOS)
    const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`
    test.info().annotations.push({
      type: 'storage',
      description: `two stories: photographs ${stored.stories.map((e) => kB(photoBytes(e))).join(' + ')}, shared files ${kB(stored.files.reduce((sum, e) => sum + e.bytes, 0))}, the browser's estimate ${kB(stored.estimate)}`,
    })
  })

  test('by keyboard: Save, then focus on Remove, which undoes it: nothing is kept @any-screen', async ({
    page,
  }) => {
    await page.goto(storyPath)
    const button = page.getByRole('button', { name: 'Save for offline' })
    await expect(button).toBeEnabled()
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(saveStatus(page)).toHaveText('Saved for offline', { timeout: 60_000 })
    await expect(page.getByRole('button', { name: 'Remove' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(saveStatus(page)).toHaveText('Removed from this phone.')
    await expect(button).toBeFocused()
    expect((await kept(page)).names).toEqual([])
    await expect.poll(() => workers(page)).toBe(0)
  })

  test('in French: the button, its progress and the offline page speak French @any-screen', async ({
    page,
    context,
  }) => {
    const path = `/fr${storyPath}`
    await page.goto(path)
    await page.getByRole('button', { name: 'Enregistrer hors ligne' }).click()
    // Its progress, then done.
    await expect(saveStatus(page)).toHaveText(/^Enregistrement… \d+ sur \d+$/)
    await expect(saveStatus(page)).toHaveText('Enregistré pour la lecture hors ligne', {
      timeout: 60_000,
    })
    await expect(page.getByRole('button', { name: 'Retirer' })).toBeVisible()
    await context.setOffline(true)
    await page.goto('/fr/latest')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.getByRole('link', { name: 'Vos récits enregistrés' }).click()
    await expect(page).toHaveURL('/fr/saved')
    await expect(page.locator('[data-saved-story]')).toHaveCount(1)
  })

  // Data saver on (its cookie): every full address is sent on to data saver's, so what the
  // worker keeps for the reader is data saver's offline and saved pages, and a full address she
  // follows offline opens its data saver copy.
  for (const locale of ['en', 'fr'] as const) {
    test(`with data saver on, in ${locale}: the saved list, the story and the offline page open offline @any-screen`, async ({
      page,
      context,
      baseURL,
    }) => {
      const t = translator(locale)
      const at = (path: string) => publicPath({ locale, mode: 'full' }, path)
      const lite = (path: string) => publicPath({ locale, mode: 'lite' }, path)
      const [french] = translatedStories('fr')
      const saving = locale === 'fr' ? french?.story : story
      if (!saving) throw new Error('No French translation.')
      const slug = `/stories/${saving.slug.current}`
      await context.addCookies([{ name: DATA_SAVER_COOKIE, value: 'on', url: baseURL }])
      await page.goto(at(slug))
      await expect(page).toHaveURL(lite(slug))
      await page.getByRole('button', { name: t('offline.save') }).click()
      await expect(saveStatus(page)).toHaveText(t('offline.saved'), { timeout: 60_000 })

      await context.setOffline(true)
      for (const saved of [lite('/saved'), at('/saved')]) {
        await page.goto(saved)
        await expect(page.locator('[data-saved-story]'), saved).toHaveCount(1)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
      }
      await page.locator('[data-saved-story] a').first().click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(saving.title)
      for (const unsaved of [lite('/latest'), at('/latest'), lite('/stories')]) {
        await page.goto(unsaved)
        await expect(page.getByRole('heading', { level: 1 }), unsaved).toHaveText(
          t('offline.offlineTitle'),
        )
      }
      // Its link to the saved stories stays in data saver.
      await page.getByRole('link', { name: t('offline.savedLink') }).click()
      await expect(page).toHaveURL(lite('/saved'))
      await expect(page.locator('[data-saved-story]')).toHaveCount(1)
    })
  }

  test('with data saver off, a French reader offline on an English page gets the offline page, not an error @any-screen', async ({
    page,
    context,
  }) => {
    const fr = translator('fr')
    const [french] = translatedStories('fr')
    if (!french) throw new Error('No French translation.')
    await page.goto(`/fr/stories/${french.story.slug.current}`)
    await page.getByRole('button', { name: fr('offline.save') }).click()
    await expect(saveStatus(page)).toHaveText(fr('offline.saved'), { timeout: 60_000 })
    // The English list says the story is in French.
    await page.goto('/saved')
    await expect(page.locator('[data-saved-story] [data-story-language="fr"]')).toHaveText(
      translator('en')('story.inLanguage', { language: 'French' }),
    )
    await context.setOffline(true)
    // English pages: no English offline page was kept, so hers, in French, rather than the
    // browser's error.
    for (const unsaved of ['/latest', `/stories/${other.slug.current}`]) {
      await page.goto(unsaved)
      await expect(page.getByRole('heading', { level: 1 }), unsaved).toHaveText(
        fr('offline.offlineTitle'),
      )
    }
    await page.goto('/fr/saved')
    await expect(page.locator('[data-saved-story]')).toHaveCount(1)
  })
})

test.describe('a new build', () => {
  test('its changed worker replaces the old one, and the saved story still opens offline @any-screen', async ({
    browser,
  }) => {
    test.setTimeout(240_000)
    // An instance of its own, whose worker file this test can change (a new deploy's, without a
    // second build): the same worker, stamped with another build's ID.
    const name = 'offline-worker-update'
    const dir = copyStandalone(name)
    const instance = await startInstance({
      name,
      dir,
      port: await freePort(),
      env: { CONTENT_SOURCE: 'local' },
    })
    const context = await browser.newContext({ baseURL: instance.url })
    try {
      const page = await context.newPage()
      await save(page)
      const shellBuild = () =>
        page.evaluate(async () => {
          const stamp = await (await caches.open('ruum-shell')).match('/__build')
          return stamp ? stamp.text() : null
        })
      const built = readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8').trim()
      expect(await shellBuild()).toBe(built)
      const worker = path.join(dir, 'public', 'sw.js')
      const source = readFileSync(worker, 'utf8')
      expect(source).toContain(JSON.stringify(built))
      writeFileSync(worker, source.replaceAll(JSON.stringify(built), '"the-next-build"'))

      // The reader's next visit: the browser finds the new worker, which takes over at once and
      // fetches the offline pages again for its build.
      await page.goto('/')
      await expect.poll(shellBuild, { timeout: 30_000 }).toBe('the-next-build')
      expect(await workers(page)).toBe(1)

      // What the reader saved under the old worker is all still there.
      await context.setOffline(true)
      await page.goto(storyPath)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
      await page.goto('/saved')
      await expect(page.locator('[data-saved-story]')).toHaveCount(1)
    } finally {
      await context.close()
      await instance.stop()
    }
  })
})
