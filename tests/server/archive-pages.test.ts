// The archive beyond what the build prerenders (PRERENDER_STORIES; `npm test`'s build makes 10):
// an older story, its photo page and its teller's page render on their first request, in every
// language and in data saver, and are served from the cache after; a publish refreshes such a
// page as any other; a slug no story has is a 404 that stores nothing.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales'
import { pageVariant } from '@/lib/page-variant'
import { hrefIn, personPath, photoPath, storyPath } from '@/lib/routes'
import type { StoryDocument } from '@/sanity/sample/documents'
import {
  parseDataset,
  publishedStories,
  readDataset,
  translatedStories,
  untranslatedStories,
} from '@/tests/support/dataset'
import { freePort } from '@/tests/support/next-server'
import { PUBLISH_SECRETS, readCopy, writeCopy } from '@/tests/support/publish-site'
import { cacheFiles, startSite, type RunningSite } from '@/tests/support/running-site'
import { sendWebhook } from '@/tests/support/webhook'
import { nonEmpty } from '@/tests/support/non-empty'

let site: RunningSite

beforeAll(async () => {
  site = await startSite('archive-pages', await freePort())
}, 120_000)
afterAll(async () => {
  await site?.stop()
})

/** The story pages the build made, as `<locale>/<slug>` (full, the variant it prerenders). */
function prerenderedStories(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(path.join(site.distDir, 'prerender-manifest.json'), 'utf8'),
  ) as { routes: Record<string, unknown> }
  return new Set(
    Object.keys(manifest.routes).flatMap((route) => {
      const match = /^\/(\w\w)\/full\/stories\/([^/]+)$/.exec(route)
      return match ? [`${match[1]}/${match[2]}`] : []
    }),
  )
}

/** A story of `locale` the build did not prerender: its oldest translation, else an original. */
function olderStory(locale: Locale, built: Set<string>): StoryDocument {
  const own =
    locale === DEFAULT_LOCALE
      ? publishedStories()
      : [...translatedStories(locale).map(({ story }) => story), ...untranslatedStories()]
  const story = own.findLast((each) => !built.has(`${locale}/${each.slug.current}`))
  if (!story)
    throw new Error(`Every ${locale} story is prerendered: build with PRERENDER_STORIES=10.`)
  return story
}

function tellerPath(story: StoryDocument): string {
  const teller = readDataset().find((doc) => doc._id === story.storyTeller._ref)
  const found = teller?._type === 'person' && personPath(`${teller.firstName} ${teller.lastName}`)
  if (!found) throw new Error(`${story.slug.current} has no teller.`)
  return found
}

const get = (url: string) => fetch(`${site.url}${url}`, { redirect: 'manual' })

describe('the archive past the newest stories', () => {
  it('has the newest stories prerendered in every language they are in, and older ones not', () => {
    const built = prerenderedStories()
    const english = publishedStories().map((story) => story.slug.current)
    const count = english.filter((slug) => built.has(`en/${slug}`)).length
    // Newest first: the prerendered English stories are the first `count`, and some are left.
    expect(count).toBeGreaterThan(0)
    expect(count, 'build with PRERENDER_STORIES=10, as npm test does').toBeLessThan(english.length)
    expect(english.slice(0, count).every((slug) => built.has(`en/${slug}`))).toBe(true)
    // In the other languages, the same stories' translations: none of an older story's.
    const newest = new Set(english.slice(0, count))
    let translationsMade = 0
    for (const locale of nonEmpty(LOCALES.filter((each) => each !== DEFAULT_LOCALE))) {
      const translations = translatedStories(locale)
      const made = translations.filter(({ story }) => built.has(`${locale}/${story.slug.current}`))
      translationsMade += made.length
      expect(
        translations.filter(({ original }) => newest.has(original.slug.current)),
        locale,
      ).toEqual(made)
    }
    // (The sample's newest ten have no French translation: other languages show it is read.)
    expect(translationsMade).toBeGreaterThan(0)
  })

  it('renders an older story, its photo page and its teller on first request, then serves them from the cache, in every language and both variants', async () => {
    const built = prerenderedStories()
    for (const locale of LOCALES) {
      const story = olderStory(locale, built)
      const slug = story.slug.current
      for (const mode of ['full', 'lite'] as const) {
        const variant = pageVariant(mode, locale)
        for (const page of [storyPath(slug), photoPath(slug, 2), tellerPath(story)]) {
          const url = hrefIn(variant, page)
          const first = await get(url)
          expect(first.status, url).toBe(200)
          expect(first.headers.get('x-nextjs-cache'), `${url}, first`).toBe('MISS')
          expect(await first.text(), url).toContain(`lang="${locale}"`)
          const second = await get(url)
          expect(second.status, url).toBe(200)
          expect(second.headers.get('x-nextjs-cache'), `${url}, second`).toBe('HIT')
        }
      }
    }
  }, 180_000)

  it('answers 404 for a slug no story or person has, the empty list for an unknown filter, and stores nothing', async () => {
    // The 404 page and the empty list are one cache entry each per language and variant, stored
    // on their first showing (whatever the address): each shown once first.
    for (const locale of LOCALES) {
      for (const mode of ['full', 'lite'] as const) {
        const variant = pageVariant(mode, locale)
        const missing = hrefIn(variant, storyPath('not-a-story-yet'))
        expect((await get(missing)).status, missing).toBe(404)
        const empty = hrefIn(variant, '/stories?category=not-a-category-yet')
        expect((await get(empty)).status, empty).toBe(200)
      }
    }
    const before = cacheFiles(site)
    for (const url of [
      '/stories/no-such-story',
      '/fr/lite/stories/no-such-story',
      '/ar/stories/no-such-story/photos/2',
      '/people/nobody-at-all',
      '/sw/lite/people/nobody-at-all',
    ]) {
      expect((await get(url)).status, url).toBe(404)
    }
    // A filter no story has: the list's empty state, rendered for the asker, kept nowhere.
    expect((await get('/pt/stories?category=no-such-category')).status).toBe(200)
    const after = cacheFiles(site)
    expect([...after.keys()].filter((file) => !before.has(file))).toEqual([])
  })

  it('refreshes an older story after a publish, in both variants', async () => {
    const built = prerenderedStories()
    const story = olderStory(DEFAULT_LOCALE, built)
    const paths = [storyPath(story.slug.current), `/lite${storyPath(story.slug.current)}`]
    for (const url of paths) await get(url) // rendered and cached before the edit
    const pristine = readCopy(site)
    const title = `Retitled ${Date.now()}`
    const payload = { _type: 'story', _id: story._id, slug: story.slug.current }
    try {
      writeCopy(
        site,
        parseDataset(pristine).map((doc) =>
          doc._id === story._id && doc._type === 'story' ? { ...doc, title } : doc,
        ),
      )
      const sent = await sendWebhook(site.url, payload, { secret: PUBLISH_SECRETS.revalidate })
      expect(sent.status).toBe(200)
      for (const url of paths) {
        await expect
          .poll(async () => (await (await get(url)).text()).includes(title), {
            message: `${url} shows the new title`,
            timeout: 15_000,
            interval: 250,
          })
          .toBe(true)
      }
    } finally {
      writeCopy(site, pristine)
      await sendWebhook(site.url, payload, { secret: PUBLISH_SECRETS.revalidate })
    }
  }, 60_000)
})

describe('the archive on a small disk (ARCHIVE_DISK_MB=16)', () => {
  let small: RunningSite
  beforeAll(async () => {
    small = await startSite('archive-small', await freePort(), { env: { ARCHIVE_DISK_MB: '16' } })
  }, 120_000)
  afterAll(async () => {
    await small?.stop()
  })

  const archived = () =>
    [...cacheFiles(small)].filter(([file]) => file.includes(`${path.sep}route-cache${path.sep}`))

  it('keeps the pages rendered after the build within 16 MB, the least recently asked gone first', async () => {
    const built = prerenderedStories()
    const older = publishedStories().filter((story) => !built.has(`en/${story.slug.current}`))
    // Every photo page of the older stories, in English and French, in both variants: more
    // than 16 MB of rendered pages.
    const urls = older.flatMap((story) => {
      // The cover, then each image block's photographs (lib/story-photos.ts).
      const photos = [
        story.cover,
        ...story.content.flatMap((block) => (block._type === 'imageBlock' ? block.images : [])),
      ]
      return photos.flatMap((_, index) =>
        (['en', 'fr'] as const).flatMap((locale) =>
          (['full', 'lite'] as const).map((mode) =>
            hrefIn(pageVariant(mode, locale), photoPath(story.slug.current, index + 1)),
          ),
        ),
      )
    })
    const [first] = urls
    if (!first) throw new Error('The sample has no older story with photographs.')
    // Every file the archive ever held, as seen after each page: what the walk wrote in all.
    const everWritten = new Map<string, number>()
    const bound = 16 * 1024 * 1024
    const total = (files: Iterable<[string, number]>) =>
      [...files].reduce((sum, [, size]) => sum + size, 0)
    for (const url of nonEmpty(urls)) {
      const response = await fetch(`${small.url}${url}`)
      expect(response.status, url).toBe(200)
      await response.arrayBuffer()
      for (const [file, size] of archived()) everWritten.set(file, size)
      // Enough to show the bound at work; the whole walk would take minutes.
      if (total(everWritten) > 1.5 * bound) break
    }
    expect(total(everWritten), 'the walk wrote more than the bound').toBeGreaterThan(bound)
    // Counted as each write ends: within the bound once the last write is counted.
    await expect.poll(() => total(archived()), { timeout: 10_000 }).toBeLessThanOrEqual(bound)
    // The first photograph's pages, asked first and never again, were the first to go; the page
    // answers again.
    const firstFile = `${first.replace(/^\//, '').split('/').join(path.sep)}.html`
    expect(everWritten.size).toBeGreaterThan(archived().length)
    expect(archived().some(([file]) => file.endsWith(firstFile))).toBe(false)
    expect((await fetch(`${small.url}${first}`)).status).toBe(200)
    expect(small.errors()).toBe('')
  }, 240_000)
})
