// The web app manifest in each language, and its icons drawn from the site's mark.
import sharp from 'sharp'

import { appIconPng } from '@/lib/app-icon-png'
import { APP_ICONS } from '@/lib/app-icons'
import { PAGE_MODES } from '@/lib/data-saver'
import { LOCALES } from '@/lib/i18n/locales'
import { findPage, isSitePage } from '@/lib/routes'
import { manifestPath, webManifest } from '@/lib/web-manifest'

vi.mock('server-only', () => ({}))

describe('webManifest', () => {
  it.each(LOCALES)('in %s opens on its home page, in its language and direction', (locale) => {
    const manifest = webManifest(locale)
    expect(manifest.lang).toBe(locale)
    expect(manifest.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr')
    expect(manifest.start_url).toBe(locale === 'en' ? '/' : `/${locale}`)
    expect(manifest.id).toBe(manifest.start_url)
    expect(manifest.display).toBe('standalone')
    expect(manifest.name).toBe('The Ruum Africa')
    expect(manifest.short_name?.length).toBeLessThanOrEqual(12)
  })

  it('is an app of its own in each language and variant: adding one replaces no other', () => {
    const manifests = PAGE_MODES.flatMap((mode) =>
      LOCALES.map((locale) => webManifest(locale, mode)),
    )
    expect(new Set(manifests.map((manifest) => manifest.id)).size).toBe(LOCALES.length * 2)
    expect(webManifest('fr', 'lite')).toMatchObject({ id: '/fr/lite', start_url: '/fr/lite' })
    expect(webManifest('en', 'lite')).toMatchObject({ id: '/lite', start_url: '/lite' })
  })

  it('describes the site in the reader’s language', () => {
    expect(webManifest('fr').description).toMatch(/récits photo/i)
    expect(webManifest('ar').description).toMatch(/[\u0600-\u06ff]/)
  })

  it('lists a 192 and a 512 pixel PNG and a maskable one', () => {
    const icons = webManifest('en').icons ?? []
    const pngs = icons.filter((icon) => icon.type === 'image/png')
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
  })

  it('is at a path the proxy lets through, in every language and variant', () => {
    for (const mode of PAGE_MODES) {
      for (const locale of LOCALES) {
        const path = manifestPath(locale, mode)
        expect(findPage(path), path).toBeUndefined()
        expect(isSitePage(path), path).toBe(false)
      }
    }
    expect(manifestPath('en', 'lite')).toBe('/lite/manifest.webmanifest')
    expect(manifestPath('ar', 'lite')).toBe('/ar/lite/manifest.webmanifest')
  })
})

describe('the app icons', () => {
  it.each(APP_ICONS.map((icon) => [icon.file, icon] as const))(
    '%s is a PNG of its size, drawn from the mark (ink around, a clay sun in the middle)',
    async (_file, icon) => {
      const png = await appIconPng(icon)
      const { width, height, format } = await sharp(png).metadata()
      expect([format, width, height]).toEqual(['png', icon.size, icon.size])
      const { data, info } = await sharp(png)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const pixel = (x: number, y: number) => {
        const at = (Math.round(y * info.height) * info.width + Math.round(x * info.width)) * 3
        return [data[at], data[at + 1], data[at + 2]]
      }
      // The sun's centre is clay (#b4472a); the top edge's middle is ink (#1c1814).
      const [r = 0, g = 0, b = 0] = pixel(0.5, icon.purpose === 'maskable' ? 0.47 : 0.47)
      expect(r).toBeGreaterThan(150)
      expect(g).toBeLessThan(100)
      expect(b).toBeLessThan(70)
      const [ir = 255, ig = 255, ib = 255] = pixel(0.5, 0.02)
      expect(Math.max(ir, ig, ib)).toBeLessThan(40)
    },
  )
})
