// Reading offline (issue 31): the web app manifest a reader adds the site to their home screen
// with, as Chromium reads it.
import { expect, test } from '@playwright/test'

import { LOCALES } from '@/lib/i18n/locales'
import { manifestPath } from '@/lib/web-manifest'

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
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src)
      expect(response.status(), icon.src).toBe(200)
      expect(response.headers()['content-type'], icon.src).toBe(icon.type)
      if (icon.type !== 'image/png') continue
      const png = await response.body()
      // A PNG's width and height, from its header chunk.
      const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`
      expect(size, icon.src).toBe(icon.sizes)
    }
  })

  test('another first segment has no manifest @any-screen', async ({ request }) => {
    expect((await request.get('/xx/manifest.webmanifest')).status()).toBe(404)
    expect((await request.get('/en/manifest.webmanifest')).status()).toBe(404)
    expect((await request.get('/icons/1024.png')).status()).toBe(404)
  })
})
