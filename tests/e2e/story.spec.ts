import { expect, type Locator, test } from '@playwright/test'
import { getPublishedId, isDraftId } from '@sanity/client/csm'

import { site } from '@/lib/site'
import type { CategoryDocument, PersonDocument, StoryDocument } from '@/sanity/sample/documents'

import { publishedStories, readDataset, unpublishedStories } from '@/tests/support/dataset'
import { watchErrors } from '@/tests/support/page-errors'

const documents = readDataset()

/** 'Do MMM, YYYY' in UTC, written out independently of lib/date: '2026-01-03' → '3rd Jan, 2026'. */
function doMmmYyyy(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  const day = date.getUTCDate()
  const suffix =
    day % 100 >= 11 && day % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th')
  const month = date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' }).slice(0, 3)
  return `${day}${suffix} ${month}, ${date.getUTCFullYear()}`
}
const published = publishedStories(documents)

const layoutsOf = (story: StoryDocument) =>
  new Set<string>(
    story.content.map((block) => (block._type === 'imageBlock' ? block.layout : block._type)),
  )

// A story with every block type, and every image layout when the dataset has one.
const hasEveryType = (story: StoryDocument) =>
  ['textBlock', 'quoteBlock'].every((type) => layoutsOf(story).has(type)) &&
  story.content.some((block) => block._type === 'imageBlock')
const hasEveryLayout = (story: StoryDocument) =>
  hasEveryType(story) && ['full', 'pair', 'block'].every((layout) => layoutsOf(story).has(layout))
const found = published.find(hasEveryLayout) ?? published.find(hasEveryType)
if (!found) throw new Error('The sample dataset has no published story with every block type.')
const story = found

function byId<T extends { _id: string }>(id: string | undefined, type: string): T | undefined {
  return documents.find((doc): doc is typeof doc & T => doc._id === id && doc._type === type)
}

/** What the page should show for each block, in order, as `data-block` names. */
function expectedBlocks(s: StoryDocument): string[] {
  return s.content.map((block) =>
    block._type === 'imageBlock'
      ? `image-${block.layout}`
      : block._type === 'textBlock'
        ? 'text'
        : 'quote',
  )
}

/** Each person once, the story teller first, with every role (written out independently). */
function expectedCrew(s: StoryDocument, teller: string): [string, string][] {
  const crew: [string, string[]][] = [[teller, ['Storyteller']]]
  for (const credit of s.credits) {
    const member = crew.find(([name]) => name.toLowerCase() === credit.content.toLowerCase())
    if (member) member[1].push(credit.title)
    else crew.push([credit.content, [credit.title]])
  }
  return crew.map(([name, roles]) => [name, roles.join(', ')])
}

/**
 * Where the story leads: the stories published just before and after it, up to 3 newest others
 * of its category (but those two), then up to 3 newest from its country (but all of those).
 */
function expectedEnd(s: StoryDocument) {
  const index = published.findIndex((other) => other._id === s._id)
  const newer = published[index - 1]
  const older = published[index + 1]
  const sameCategory = published
    .filter((other) => other.category._ref === s.category._ref && other._id !== s._id)
    .slice(0, 3)
    .filter((other) => other !== newer && other !== older)
  const shown = new Set([s, newer, older, ...sameCategory])
  const sameCountry = published
    .filter((other) => other.country === s.country && !shown.has(other))
    .slice(0, 3)
  const href = (other: StoryDocument | undefined) => other && `/stories/${other.slug.current}`
  return {
    newer: href(newer),
    older: href(older),
    sameCategory: sameCategory.map(href),
    sameCountry: sameCountry.map(href),
  }
}

test.describe('story page', () => {
  const path = `/stories/${story.slug.current}`
  const teller = byId<PersonDocument>(story.storyTeller._ref, 'person')
  const category = byId<CategoryDocument>(story.category._ref, 'category')

  test('shows the story: facts, blocks in order, credits and related stories @smoke', async ({
    page,
  }) => {
    const errors = watchErrors(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)

    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible()
    const main = page.locator('main')
    await expect(main).toContainText(story.description)
    await expect(main).toContainText(story.country)
    await expect(main).toContainText(`${teller?.firstName} ${teller?.lastName}`)
    await expect(main.locator(`time[datetime="${story.publishedOn}"]`)).toHaveText(
      doMmmYyyy(story.publishedOn),
    )
    // Relative time is filled in by the browser once hydrated.
    await expect(main.getByText(/^.+ ago$/)).toBeVisible()
    // The read time under its label, which the value does not repeat.
    await expect(main.getByText(`${story.readTime} min`, { exact: true })).toBeVisible()
    await expect(main.getByRole('link', { name: category?.title, exact: true })).toHaveAttribute(
      'href',
      `/stories?category=${category?.slug.current}`,
    )
    // Each skill the story lists, in its order (the sample's stories each list some).
    expect(story.work.length).toBeGreaterThan(0)
    // (Each item carries the list's separator: "Curation, ".)
    await expect(main.getByRole('list', { name: 'Work' }).getByRole('listitem')).toContainText(
      story.work,
    )

    // Every block, in the editor's order, with its content.
    const blocks = main.locator('[data-block]')
    await expect(blocks).toHaveCount(story.content.length)
    expect(
      await blocks.evaluateAll((els) => els.map((el) => el.getAttribute('data-block'))),
    ).toEqual(expectedBlocks(story))
    const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()
    expect(
      await blocks
        .evaluateAll((els) =>
          els.map((el) => ({
            paragraphs: [...el.querySelectorAll('p')].map((p) => p.textContent ?? ''),
            quote: el.querySelector('blockquote')?.textContent ?? null,
            images: el.querySelectorAll('img').length,
          })),
        )
        .then((shown) =>
          shown.map(({ paragraphs, quote, images }) => ({
            paragraphs: paragraphs.map(squeeze),
            quote: quote === null ? null : squeeze(quote),
            images,
          })),
        ),
    ).toMatchObject(
      story.content.map((block) =>
        block._type === 'textBlock'
          ? { paragraphs: block.text.split(/\n\s*\n/).map(squeeze) }
          : block._type === 'quoteBlock'
            ? { quote: squeeze(block.quote) }
            : { images: block.layout === 'pair' ? 2 : 1 },
      ),
    )

    const credits = main.getByRole('region', { name: 'Credits' })
    const crew = expectedCrew(story, `${teller?.firstName} ${teller?.lastName}`)
    await expect(credits.locator('dt')).toHaveText(crew.map(([, roles]) => roles))
    await expect(credits.locator('dd')).toHaveText(crew.map(([name]) => name))

    const end = expectedEnd(story)
    // The stories a region leads to (its cards also link their tellers' pages).
    const hrefsIn = (region: Locator) =>
      region
        .locator('a[href^="/stories/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))])
    const neighbours = main.getByRole('navigation', { name: 'Older and newer stories' })
    // Each neighbour there is, named for its side, in order; none where the story is the end.
    await expect(neighbours.getByRole('link', { name: /^Older story/ })).toHaveCount(
      end.older ? 1 : 0,
    )
    await expect(neighbours.getByRole('link', { name: /^Newer story/ })).toHaveCount(
      end.newer ? 1 : 0,
    )
    expect(await hrefsIn(neighbours)).toEqual([end.older, end.newer].filter(Boolean))
    const sameCategory = main.getByRole('region', { name: `More ${category?.title} stories` })
    const sameCountry = main.getByRole('region', { name: `More from ${story.country}` })
    // A region only when it has stories to show.
    await expect(sameCategory).toHaveCount(end.sameCategory.length > 0 ? 1 : 0)
    expect(await hrefsIn(sameCategory)).toEqual(end.sameCategory)
    await expect(sameCountry).toHaveCount(end.sameCountry.length > 0 ? 1 : 0)
    expect(await hrefsIn(sameCountry)).toEqual(end.sameCountry)
    expect(end.sameCategory.length + end.sameCountry.length).toBeGreaterThan(0)

    expect(errors).toEqual([])
  })

  test('offers share links to WhatsApp, X and Facebook, and copies the link', async ({
    page,
    context,
  }) => {
    // Desktop Chromium has no Web Share API here: the fallback is what a reader gets.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(path)
    const share = page.getByRole('region', { name: 'Share this story' })
    const url = new URL(path, site.url).href
    await expect(share.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${story.title} ${url}`)}`,
    )
    await expect(share.getByRole('link', { name: /^X/ })).toHaveAttribute(
      'href',
      `https://x.com/intent/post?text=${encodeURIComponent(story.title)}&url=${encodeURIComponent(url)}`,
    )
    await expect(share.getByRole('link', { name: /^Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    )
    await share.getByRole('button', { name: 'Copy link' }).click()
    await expect(share.getByRole('status')).toHaveText('Link copied.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  })

  test('uses the phone’s share sheet where the browser has one @phone', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = []
      Object.assign(window, { shared })
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          shared.push(data)
          return Promise.resolve()
        },
      })
    })
    await page.goto(path)
    const share = page.getByRole('region', { name: 'Share this story' })
    await share.getByRole('button', { name: 'Share this story' }).click()
    await expect(share.getByRole('link')).toHaveCount(0)
    // The sheet is called once the click's handler has run: wait for it, don't race it.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ title: story.title, url: new URL(path, site.url).href }])
  })

  test('fills a thin bar along the top as the reader scrolls', async ({ page }) => {
    await page.goto(path)
    const bar = page.locator('[data-reading-progress]')
    const filled = () =>
      bar.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a)
    const box = await bar.boundingBox()
    expect(box?.y).toBe(0)
    expect(box?.height).toBeLessThanOrEqual(4)
    expect(await filled()).toBeLessThan(0.05)
    await page.evaluate(() => {
      const end = document.documentElement.scrollHeight - window.innerHeight
      window.scrollTo({ top: end / 2, behavior: 'instant' })
    })
    await expect.poll(filled).toBeGreaterThan(0.4)
    expect(await filled()).toBeLessThan(0.6)
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    )
    await expect.poll(filled).toBeGreaterThan(0.98)
  })

  test('has the story as its title, description and Open Graph image @any-screen', async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(`${story.title} · ${site.name}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      story.description,
    )
    // Its card (tests/e2e/discovery.spec.ts); the article's structured data names the cover.
    const ogImage = page.locator('meta[property="og:image"]')
    await expect(ogImage).toHaveAttribute(
      'content',
      new RegExp(`/og/stories/${story.slug.current}$`),
    )
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    const coverId = story.cover.asset._ref.replace(/^image-/, '').replace(/-jpg$/, '')
    const article = await page.locator('script[type="application/ld+json"]').textContent()
    expect(article).toMatch(new RegExp(`${coverId}\\.jpg\\?[^"]*w=1200&h=630`))
  })

  test('loads every photograph', async ({ page }) => {
    // A cold server draws each sample photograph on first request (0.1-0.6 s each).
    test.setTimeout(120_000)
    await page.goto(path)
    // The cover and every photograph of its blocks, at least (related stories' covers follow).
    const photographs = story.content.flatMap((block) =>
      block._type === 'imageBlock' ? block.images : [],
    )
    const images = await page.locator('main img').all()
    expect(images.length).toBeGreaterThan(photographs.length)
    for (const image of images) {
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
    }
  })
})

test('an unknown slug answers 404 with the site 404 page @smoke @any-screen', async ({ page }) => {
  const response = await page.goto('/stories/no-story-has-this-slug')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This story has wandered off')
  // In the site's frame, like every page.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('an unknown address answers 404 with the site 404 page, in the site frame @any-screen', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This story has wandered off')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('a draft-only story is not published: 404 @any-screen', async ({ page }) => {
  const publishedIds = new Set(published.map((s) => s._id))
  const publishedSlugs = new Set(published.map((s) => s.slug.current))
  const draftOnly = unpublishedStories(documents).find(
    (s) =>
      isDraftId(s._id) &&
      !publishedIds.has(getPublishedId(s._id)) &&
      !publishedSlugs.has(s.slug.current),
  )
  expect(draftOnly, 'the dataset has a draft-only story').toBeDefined()
  const response = await page.goto(`/stories/${draftOnly?.slug.current}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This story has wandered off')
})

test('the newest story leads to an older one and offers no newer; the oldest the reverse @any-screen', async ({
  page,
}) => {
  // publishedStories() is newest first.
  const neighbours = () => page.getByRole('navigation', { name: 'Older and newer stories' })
  await page.goto(`/stories/${published[0]?.slug.current}`)
  await expect(neighbours().getByRole('link', { name: /^Older story/ })).toHaveAttribute(
    'href',
    `/stories/${published[1]?.slug.current}`,
  )
  await expect(neighbours().getByRole('link', { name: /^Newer story/ })).toHaveCount(0)
  await page.goto(`/stories/${published.at(-1)?.slug.current}`)
  await expect(neighbours().getByRole('link', { name: /^Newer story/ })).toHaveAttribute(
    'href',
    `/stories/${published.at(-2)?.slug.current}`,
  )
  await expect(neighbours().getByRole('link', { name: /^Older story/ })).toHaveCount(0)
})

test('the next story opens in place, its payload fetched, not a whole page @any-screen', async ({
  page,
}) => {
  const [newest, older] = published
  if (!newest || !older) throw new Error('The dataset has fewer than two published stories.')
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  await page.goto(`/stories/${newest.slug.current}`)
  const link = page
    .getByRole('navigation', { name: 'Older and newer stories' })
    .getByRole('link', { name: /^Older story/ })
  // A click before the story is hydrated is a document load (which forgets the mark): back,
  // and again, as a reader would.
  await expect(async () => {
    documents.length = 0
    await page.evaluate(() => Object.assign(window, { storyKept: true }))
    await link.click()
    await expect(page).toHaveURL(`/stories/${older.slug.current}`)
    await page.waitForLoadState('domcontentloaded')
    const kept = await page.evaluate(() => 'storyKept' in window)
    if (!kept) await page.goBack()
    expect(kept).toBe(true)
  }).toPass()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(older.title)
  expect(documents.filter((path) => path === `/stories/${older.slug.current}`)).toEqual([])
})
