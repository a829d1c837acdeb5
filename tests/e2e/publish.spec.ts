// Editors publish: a signed webhook brings an edit to every page that shows it, an unsigned or
// stale one changes nothing, and drafts show only in preview. These tests edit content, so they
// run on a server of their own (a copy of the build and of the dataset, see playwright.config.ts),
// one after another, each putting the content back when it ends.
import { expect, test, type Page } from '@playwright/test'
import { getPublishedId, isDraftId, isPublishedId } from '@sanity/client/csm'
import { stegaClean } from '@sanity/client/stega'

import { GENRES } from '@/lib/lists/genres'
import { STORIES_PER_PAGE } from '@/lib/paging'
import { latestHref } from '@/lib/routes'
import type { CategoryDocument, SampleDocument, StoryDocument } from '@/sanity/sample/documents'

import {
  E2E_PORT,
  publishSite,
  PUBLISH_SECRETS,
  readCopy,
  writeCopy,
} from '@/tests/support/publish-site'
import { sendWebhook } from '@/tests/support/webhook'
import { parseDataset, publishedStories, translatedStories } from '@/tests/support/dataset'
import { settled } from '@/tests/support/page-settled'
import { nonEmpty } from '@/tests/support/non-empty'

const site = publishSite(E2E_PORT + 1)
const secret = PUBLISH_SECRETS.revalidate
/** The acceptance bound: from the signed webhook to the new title on screen. */
const PUBLISH_TO_VISIBLE_MS = 5_000

test.describe.configure({ mode: 'default', timeout: 60_000 })

/** An edit to undo: the webhook that announces it, and where its text shows. */
type Edit = { webhook: object; text: string; paths: string[] }

let pristine = ''
let edits: Edit[] = []

test.beforeAll(() => {
  pristine = readCopy(site)
})

test.beforeEach(async ({ page }) => {
  edits = []
  // The photographs are drawn on request and play no part here: skip them, spare the CPU.
  await page.route('**/sample-images/**', (route) => route.abort())
})

const serves = async (path: string, text: string) =>
  (await (await fetch(`${site.url}${path}`)).text()).includes(text)

// Puts the dataset back, tells the server, and waits until the edited text is gone from every
// page that showed it, so the next test starts from the sample content as served.
test.afterEach(async () => {
  writeCopy(site, pristine)
  for (const { webhook } of edits) await sendWebhook(site.url, webhook, { secret })
  for (const { text, paths } of edits) {
    for (const path of nonEmpty(paths)) {
      await expect.poll(() => serves(path, text), { timeout: 30_000, intervals: [250] }).toBe(false)
    }
  }
})

/** Edits the dataset copy the publish server reads, and remembers how to undo it. */
function edit(change: (documents: SampleDocument[]) => SampleDocument[], undo: Edit) {
  writeCopy(site, change(parseDataset(readCopy(site))))
  edits.push(undo)
}

/** How Next's cache answers a visit to `path`: HIT, or STALE (and re-rendering it now). */
const cacheState = async (path: string) =>
  (await fetch(`${site.url}${path}`)).headers.get('x-nextjs-cache')

/**
 * Visits each path until Next answers it from a fresh cache entry: a visit to a stale page gets
 * the old copy (STALE) and starts its re-render, which is done once the page comes back HIT.
 */
async function settle(paths: string[]) {
  for (const path of nonEmpty(paths)) {
    await expect
      .poll(() => cacheState(path), {
        message: `${path} re-rendered`,
        timeout: 10_000,
        intervals: [100],
      })
      .toBe('HIT')
  }
}

/** Opens `path` in the browser (200 expected) and answers its main landmark. */
async function openMain(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
  expect(response?.status()).toBe(200)
  return page.locator('main')
}

/**
 * Asks for `path` every 250 ms, as visitors keep coming, until its HTML has `text`; fails once
 * `deadline` (epoch ms) has passed. Answers how long it took from `since`.
 */
async function servedBy(path: string, text: string, since: number, deadline: number) {
  await expect
    .poll(() => serves(path, text), {
      message: `${path} serves "${text}"`,
      timeout: Math.max(deadline - Date.now(), 1),
      intervals: [250],
    })
    .toBe(true)
  return Date.now() - since
}

test('a signed webhook shows a new story title on its page, the lists and home within 5 s; a bad one changes nothing', async ({
  page,
}) => {
  const [story] = publishedStories(parseDataset(pristine))
  if (!story) throw new Error('The dataset has no published story.')
  const path = `/stories/${story.slug.current}`
  // Data saver's story too: revalidated as any page, and still sent without Next's scripts.
  const pages = [path, '/latest', '/', '/stories', `/lite${path}`]
  const newTitle = `Retitled story ${Date.now()}`
  const payload = { _type: 'story', _id: story._id, slug: story.slug.current }

  // Let any earlier revalidation finish before the edit (a re-render still running would read
  // the edited file).
  await settle(pages)
  for (const pagePath of pages) {
    await expect(await openMain(page, pagePath)).toContainText(story.title)
  }

  edit(
    (documents) =>
      documents.map((doc) =>
        doc._type === 'story' && doc._id === story._id ? { ...doc, title: newTitle } : doc,
      ),
    { webhook: payload, text: newTitle, paths: pages },
  )

  // Unsigned, signed with another secret, signed too long ago or too far ahead: 401 each.
  const now = Date.now()
  const rejected = [
    { secret: null },
    { secret: 'not-the-secret' },
    { secret, timestamp: now - 6 * 60_000 },
    { secret, timestamp: now + 6 * 60_000 },
  ]
  for (const signing of rejected) {
    const { status, body } = await sendWebhook(site.url, payload, signing)
    expect(status, JSON.stringify(signing)).toBe(401)
    expect(body.revalidated).toBe(false)
    expect(body.message).toMatch(/signature/i)
  }
  // Nothing was revalidated: a revalidated page's next visit would find it STALE and re-render it
  // from the edited file. Each page is still fresh, and still shows the old title.
  for (const pagePath of pages) expect(await cacheState(pagePath), pagePath).toBe('HIT')
  for (const pagePath of pages) {
    const main = await openMain(page, pagePath)
    await expect(main).toContainText(story.title)
    await expect(main).not.toContainText(newTitle)
  }

  const sentAt = Date.now()
  const accepted = await sendWebhook(site.url, payload, { secret })
  expect(accepted).toEqual({
    status: 200,
    body: { revalidated: true, tags: ['story', `story:${story.slug.current}`] },
  })
  // Each page polled at once, as each has its own visitors; then seen in the browser.
  const deadline = sentAt + PUBLISH_TO_VISIBLE_MS
  const took = await Promise.all(pages.map((p) => servedBy(p, newTitle, sentAt, deadline)))
  test.info().annotations.push({
    type: 'publish-to-visible',
    description: pages.map((p, i) => `${p} ${took[i]} ms`).join(', '),
  })
  for (const pagePath of pages) {
    const main = await openMain(page, pagePath)
    await expect(main).toContainText(newTitle)
    await expect(main).not.toContainText(story.title)
  }
  const lite = await (await fetch(`${site.url}/lite${path}`)).text()
  expect(lite).toContain(newTitle)
  expect(lite).not.toMatch(/\/_next\/static\/[^"']+\.js/)
})

test('renaming a category shows the new name on every story page of it after one webhook', async ({
  page,
}) => {
  const documents = parseDataset(pristine)
  const stories = publishedStories(documents)
  const categories = documents.filter(
    (doc): doc is CategoryDocument => doc._type === 'category' && isPublishedId(doc._id),
  )
  const storiesOf = (category: CategoryDocument) =>
    stories.filter((story) => story.category._ref === category._id)
  const category = categories.sort((a, b) => storiesOf(b).length - storiesOf(a).length)[0]
  if (!category) throw new Error('The dataset has no category.')
  const inCategory = storiesOf(category)
  expect(inCategory.length).toBeGreaterThan(1)
  // Category titles are genres (the schema allows no others): rename it to one not in use.
  const newName = GENRES.find((genre) => !categories.some((c) => c.title === genre))
  if (!newName) throw new Error('Every genre already has a category.')
  const payload = { _type: 'category', _id: category._id, slug: category.slug.current }

  for (const story of inCategory) {
    const main = await openMain(page, `/stories/${story.slug.current}`)
    await expect(main.getByRole('link', { name: category.title, exact: true })).toBeVisible()
  }

  edit(
    (all) =>
      all.map((doc) =>
        doc._type === 'category' && doc._id === category._id ? { ...doc, title: newName } : doc,
      ),
    {
      webhook: payload,
      text: newName,
      paths: inCategory.map((s) => `/stories/${s.slug.current}`),
    },
  )
  expect(await sendWebhook(site.url, payload, { secret })).toEqual({
    status: 200,
    body: { revalidated: true, tags: ['category'] },
  })

  const sentAt = Date.now()
  await Promise.all(
    inCategory.map((story) =>
      servedBy(`/stories/${story.slug.current}`, newName, sentAt, sentAt + PUBLISH_TO_VISIBLE_MS),
    ),
  )
  for (const story of inCategory) {
    const main = await openMain(page, `/stories/${story.slug.current}`)
    await expect(main.getByRole('link', { name: newName, exact: true })).toHaveAttribute(
      'href',
      `/stories?category=${category.slug.current}`,
    )
  }
})

test('publishing a story that was only a draft brings its page and lists it', async ({ page }) => {
  const documents = parseDataset(pristine)
  const publishedIds = new Set(publishedStories(documents).map((story) => story._id))
  const draft = documents.find(
    (doc): doc is StoryDocument =>
      doc._type === 'story' && isDraftId(doc._id) && !publishedIds.has(getPublishedId(doc._id)),
  )
  if (!draft) throw new Error('The dataset has no draft-only story.')
  const id = getPublishedId(draft._id)
  const path = `/stories/${draft.slug.current}`
  const title = `Newly published ${Date.now()}`
  const payload = { _type: 'story', _id: id, slug: draft.slug.current }

  expect((await page.goto(path))?.status()).toBe(404)
  // /latest lists it on the page its date puts it on, 12 stories a page.
  const newestFirst = [...publishedStories(documents), draft].sort((a, b) =>
    b.publishedOn.localeCompare(a.publishedOn),
  )
  const latestPage = Math.floor(newestFirst.indexOf(draft) / STORIES_PER_PAGE) + 1
  const latest = latestPage === 1 ? '/latest' : `/latest?page=${latestPage}`
  // Publishing turns the draft into the published document.
  edit(
    (all) =>
      all.map((doc): SampleDocument =>
        doc._id === draft._id ? { ...draft, _id: id, title } : doc,
      ),
    { webhook: payload, text: title, paths: [path, latest] },
  )
  const sentAt = Date.now()
  expect(await sendWebhook(site.url, payload, { secret })).toEqual({
    status: 200,
    body: { revalidated: true, tags: ['story', `story:${draft.slug.current}`] },
  })
  const deadline = sentAt + PUBLISH_TO_VISIBLE_MS
  await Promise.all([path, latest].map((p) => servedBy(p, title, sentAt, deadline)))
  const main = await openMain(page, path)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(await openMain(page, latest)).toContainText(title)
})

test('publishing a renamed French translation refreshes its page, the French list and its original’s alternates', async ({
  page,
}) => {
  const documents = parseDataset(pristine)
  const [pair] = translatedStories('fr', documents)
  if (!pair) throw new Error('The dataset has no French translation.')
  const { story, original } = pair
  const meta = documents.find(
    (doc) =>
      doc._type === 'translation.metadata' &&
      doc.translations.some((entry) => entry.value?._ref === story._id),
  )
  const versionSlugs = (meta?._type === 'translation.metadata' ? meta.translations : []).flatMap(
    (entry) =>
      documents.flatMap((doc) =>
        doc._type === 'story' && doc._id === entry.value?._ref ? [doc.slug.current] : [],
      ),
  )
  const oldSlug = story.slug.current
  const newSlug = `${oldSlug}-bis`
  const title = `Un titre tout neuf ${Date.now()}`
  const englishPath = `/stories/${original.slug.current}`
  const newPath = `/fr/stories/${newSlug}`
  // The French list shows it where its original is, 12 stories a page.
  const position = publishedStories(documents).findIndex((doc) => doc._id === original._id)
  const latestPage = Math.floor(position / STORIES_PER_PAGE) + 1
  const latest = latestPage === 1 ? '/fr/latest' : `/fr/latest?page=${latestPage}`
  const versions = (slug: string) => versionSlugs.map((other) => (other === oldSlug ? slug : other))
  const payload = {
    _type: 'story',
    _id: story._id,
    slug: newSlug,
    previousSlug: oldSlug,
    versionSlugs: versions(newSlug),
  }
  const undo = {
    _type: 'story',
    _id: story._id,
    slug: oldSlug,
    previousSlug: newSlug,
    versionSlugs: versionSlugs,
  }

  await settle([englishPath, latest])
  expect(await serves(englishPath, `/fr/stories/${oldSlug}"`)).toBe(true)
  edit(
    (all) =>
      all.map((doc): SampleDocument =>
        doc._id === story._id && doc._type === 'story'
          ? { ...doc, title, slug: { ...doc.slug, current: newSlug } }
          : doc,
      ),
    { webhook: undo, text: title, paths: [latest] },
  )
  const sentAt = Date.now()
  const accepted = await sendWebhook(site.url, payload, { secret })
  expect(accepted.status).toBe(200)
  expect(accepted.body.tags).toEqual(
    expect.arrayContaining([
      `story:${newSlug}`,
      `story:${oldSlug}`,
      `story:${original.slug.current}`,
    ]),
  )
  const deadline = sentAt + PUBLISH_TO_VISIBLE_MS
  await Promise.all([
    servedBy(newPath, title, sentAt, deadline),
    servedBy(latest, title, sentAt, deadline),
    // The English original's page names the French version at its new address.
    servedBy(englishPath, `/fr/stories/${newSlug}"`, sentAt, deadline),
  ])
  const main = await openMain(page, newPath)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title)
  expect(await serves(englishPath, `/fr/stories/${oldSlug}"`)).toBe(false)
})

test('a draft shows in preview and never to a visitor, a draft translation too', async ({
  page,
  browser,
}) => {
  const documents = parseDataset(pristine)
  const stories = publishedStories(documents)
  const draftOf = (story: StoryDocument) =>
    documents.find(
      (doc): doc is StoryDocument => doc._type === 'story' && doc._id === `drafts.${story._id}`,
    )
  const story = stories.find((candidate) => draftOf(candidate))
  const draft = story && draftOf(story)
  if (!story || !draft) throw new Error('The dataset has no draft of a published story.')
  const publishedIds = new Set(stories.map((s) => s._id))
  const draftOnly = documents.find(
    (doc): doc is StoryDocument =>
      doc._type === 'story' && isDraftId(doc._id) && !publishedIds.has(getPublishedId(doc._id)),
  )
  if (!draftOnly) throw new Error('The dataset has no draft-only story.')
  const path = `/stories/${story.slug.current}`
  const banner = (p: Page) => p.getByRole('complementary', { name: 'Preview' })

  const visitorContext = await browser.newContext({ baseURL: site.url })
  const visitor = await visitorContext.newPage()
  try {
    // A wrong secret: 401, and the visitor stays on the published site.
    const refused = await visitor.goto(
      `/api/draft-mode/enable?secret=wrong&redirect=${encodeURIComponent(path)}`,
    )
    expect(refused?.status()).toBe(401)

    // The editor opens the preview URL and lands on the story, as drafted, never cached.
    const opened = await page.goto(
      `/api/draft-mode/enable?secret=${PUBLISH_SECRETS.preview}&redirect=${encodeURIComponent(path)}`,
    )
    expect(new URL(page.url()).pathname).toBe(path)
    expect(opened?.headers()['cache-control']).toContain('no-store')
    await expect.poll(() => shownText(page, 'h1')).toBe(draft.title)
    await expect(banner(page)).toContainText('Preview')
    await expect(page).toHaveTitle(
      new RegExp(`^${draft.title.replace(/[[\]().?*+^$|\\]/g, '\\$&')}`),
    )

    // The visitor, in another browser context, sees the published story and no banner.
    await visitor.goto(path)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(story.title)
    await expect(banner(visitor)).toHaveCount(0)
    // On the page of /latest the story is on: for the editor, the draft-only story is listed too.
    const newestFirst = (a: StoryDocument, b: StoryDocument) =>
      b.publishedOn.localeCompare(a.publishedOn)
    const pageOf = (list: StoryDocument[]) =>
      Math.floor(list.sort(newestFirst).indexOf(story) / STORIES_PER_PAGE) + 1
    await visitor.goto(latestHref(pageOf([...stories])))
    await expect(visitor.locator('main')).toContainText(story.title)
    await expect(visitor.locator('main')).not.toContainText(draft.title)
    await page.goto(latestHref(pageOf([...stories, draftOnly])))
    await expect(page.locator('main')).toContainText(draft.title)

    // A story that exists only as a draft: previewable, and a 404 for everyone else.
    const draftOnlyPath = `/stories/${draftOnly.slug.current}`
    expect((await page.goto(draftOnlyPath))?.status()).toBe(200)
    await expect.poll(() => shownText(page, 'h1')).toBe(draftOnly.title)
    expect((await visitor.goto(draftOnlyPath))?.status()).toBe(404)

    // A translation begun and not yet published (a French draft): the editor reads it at its own
    // address and at its original's French one; a French visitor still reads the English.
    const frenchDraft = documents.find(
      (doc): doc is StoryDocument =>
        doc._type === 'story' && isDraftId(doc._id) && doc.language === 'fr',
    )
    const links = documents.find(
      (doc) =>
        doc._type === 'translation.metadata' &&
        doc.translations.some(
          (entry) => entry.value?._ref === getPublishedId(frenchDraft?._id ?? ''),
        ),
    )
    const original = stories.find(
      (candidate) =>
        links?._type === 'translation.metadata' &&
        links.translations.some(
          (entry) => entry.language === 'en' && entry.value?._ref === candidate._id,
        ),
    )
    if (!frenchDraft || !original) throw new Error('The dataset has no French draft translation.')
    const draftPath = `/fr/stories/${frenchDraft.slug.current}`
    expect((await page.goto(draftPath))?.status()).toBe(200)
    await expect.poll(() => shownText(page, 'h1')).toBe(frenchDraft.title)
    await expect(page.locator('article').first()).not.toHaveAttribute('lang', 'en')
    await page.goto(`/fr/stories/${original.slug.current}`)
    await expect(page).toHaveURL(`${site.url}${draftPath}`)
    await expect.poll(() => shownText(page, 'h1')).toBe(frenchDraft.title)
    expect((await visitor.goto(draftPath))?.status()).toBe(404)
    await visitor.goto(`/fr/stories/${original.slug.current}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(original.title)
    await expect(visitor.locator('[data-untranslated]')).toBeVisible()

    // Exit preview: back on the same page, as visitors see it.
    await page.goto(path)
    await banner(page).getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(`${site.url}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
    await expect(banner(page)).toHaveCount(0)
  } finally {
    await visitorContext.close()
  }
})

/** Click-to-edit marks (sanity/stega.ts): invisible characters the overlay reads. */
const STEGA_CHARACTERS = /[\u200b-\u200d\u2062-\u2064\ufeff]/

/** An element's text without draft mode's click-to-edit marks, as a reader sees it. */
const shownText = async (page: Page, selector: string) =>
  stegaClean(await page.locator(selector).first().innerText())

/** Every script a page loads (to tell whether live preview's code came). */
function loadedScripts(page: Page): Set<string> {
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url())
  })
  return scripts
}

/** Text only live preview's code has: its status line and its listen endpoint. */
const LIVE_CODE = ['Live: edits show as they are saved', '/api/live']
const hasLiveCode = async (scripts: Set<string>) =>
  (await Promise.all([...scripts].map(async (url) => (await fetch(url)).text()))).some((text) =>
    LIVE_CODE.some((marker) => text.includes(marker)),
  )

test('in preview, edits to the dataset show on the open page without a reload, with scroll and the viewer kept; visitors get none of it', async ({
  page,
  browser,
}) => {
  const documents = parseDataset(pristine)
  const drafted = new Set<string>(
    documents.filter((doc) => isDraftId(doc._id)).map((doc) => getPublishedId(doc._id)),
  )
  const captioned = (story: StoryDocument) =>
    story.content.flatMap((block) =>
      block._type === 'imageBlock' ? block.images.filter((image) => image.caption) : [],
    )
  // A story without a draft, so the edit to its published document is what preview shows.
  const story = publishedStories(documents).find(
    (candidate) => !drafted.has(candidate._id) && captioned(candidate).length > 0,
  )
  const photo = story && captioned(story)[0]
  const caption = photo?.caption
  if (!story || !photo || !caption)
    throw new Error('The dataset has no undrafted story with a caption.')
  const path = `/stories/${story.slug.current}`
  // Its photo page: photographs are numbered from the cover, then the image blocks' in order.
  const photos = [
    story.cover,
    ...story.content.flatMap((block) => (block._type === 'imageBlock' ? block.images : [])),
  ]
  const photoLink = `a[href="${path}/photos/${photos.indexOf(photo) + 1}"]`
  const liveRequests: string[] = []

  // A visitor first: the published page, with no listener, no live script and no marks.
  const visitorContext = await browser.newContext({ baseURL: site.url })
  const visitor = await visitorContext.newPage()
  visitor.on('request', (request) => {
    if (request.url().includes('/api/live/')) liveRequests.push(request.url())
  })
  const visitorScripts = loadedScripts(visitor)
  const editorScripts = loadedScripts(page)
  try {
    await visitor.goto(path)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(story.title)
    expect(await visitor.locator('main').innerText()).not.toMatch(STEGA_CHARACTERS)
    await settled(visitor)
    expect(await hasLiveCode(visitorScripts)).toBe(false)
    // Nor may a visitor listen, however they ask.
    const listen = await visitor.request.get(
      `/api/live/v2025-06-18/data/listen/production?query=*[true]`,
    )
    expect(listen.status()).toBe(401)

    await page.goto(
      `/api/draft-mode/enable?secret=${PUBLISH_SECRETS.preview}&redirect=${encodeURIComponent(path)}`,
    )
    const banner = page.getByRole('complementary', { name: 'Preview' })
    await expect(banner.getByRole('status')).toHaveText(/^Live/)
    expect(await hasLiveCode(editorScripts)).toBe(true)
    // The editor's text carries its marks, and reads as written.
    const title = await page.getByRole('heading', { level: 1 }).innerText()
    expect(title).toMatch(STEGA_CHARACTERS)
    expect(stegaClean(title)).toBe(story.title)

    // The editor reads down to the photograph; the page is marked to tell a reload apart.
    const link = page.locator(photoLink).first()
    await link.scrollIntoViewIfNeeded()
    await page.evaluate(() => Reflect.set(window, 'sameDocument', true))
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)

    const newTitle = `${story.title.slice(0, -1)}!`
    const newCaption = `Live caption ${Date.now()}`
    edit(
      (all) =>
        all.map((doc) =>
          doc._type === 'story' && doc._id === story._id
            ? {
                ...doc,
                title: newTitle,
                content: doc.content.map((block) =>
                  block._type === 'imageBlock'
                    ? {
                        ...block,
                        images: block.images.map((image) =>
                          image._key === photo._key ? { ...image, caption: newCaption } : image,
                        ),
                      }
                    : block,
                ),
              }
            : doc,
        ),
      {
        webhook: { _type: 'story', _id: story._id, slug: story.slug.current },
        text: newCaption,
        paths: [path],
      },
    )
    await expect.poll(() => shownText(page, 'h1')).toBe(newTitle)
    await expect(page.locator('main')).toContainText(newCaption)
    expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80)

    // The photograph open in the viewer: the next edit shows in it, and it stays open.
    await link.click()
    const viewer = page.getByRole('dialog', { name: /^Photographs of / })
    // The photograph shown (its neighbours are in the dialog too, off screen).
    const caption = viewer.locator('[data-slide="current"] figcaption')
    await expect(caption).toContainText(newCaption)
    const viewerUrl = page.url()
    const newerCaption = `${newCaption}, later`
    writeCopy(site, readCopy(site).replace(newCaption, newerCaption))
    await expect(caption).toContainText(newerCaption)
    await expect(viewer).toBeVisible()
    expect(page.url()).toBe(viewerUrl)
    expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true)

    // The listener cannot connect: the banner says the page is not live, until it is back by
    // itself, with no reload.
    await page.route('**/api/live/**', (route) => route.abort())
    await page.reload()
    await expect(banner.getByRole('status')).toHaveText(/^Not live/)
    await page.unroute('**/api/live/**')
    await expect(banner.getByRole('status')).toHaveText(/^Live/, { timeout: 10_000 })

    // The visitor's page is as it was: published text, and it never listened.
    await visitor.reload()
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(story.title)
    expect(liveRequests).toEqual([])
  } finally {
    await visitorContext.close()
  }
})
