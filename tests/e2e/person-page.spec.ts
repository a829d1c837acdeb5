// A person's page: who they are (portrait, bio, country, skills, links), their photographs with
// captions, and what link previews and search engines read of them, against the dataset served.
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { isCountry } from '@/lib/lists/countries'
import { translator } from '@/lib/i18n/translator'
import { socialLabel } from '@/lib/social'
import type { PersonDocument, SanityImage, StoryDocument } from '@/sanity/sample/documents'

import {
  crewWithoutProfile,
  nameOf,
  persons,
  publishedStories,
  readDataset,
} from '@/tests/support/dataset'
import { watchErrors } from '@/tests/support/page-errors'
import { countryPath, personPath } from '@/lib/routes'
import { STORIES_PER_PAGE } from '@/lib/paging'
import { nonEmpty } from '@/tests/support/non-empty'

const documents = readDataset()
const stories = publishedStories(documents)

const photosOf = (story: StoryDocument): SanityImage[] => [
  story.cover,
  ...story.content.flatMap((block) => (block._type === 'imageBlock' ? block.images : [])),
]

/** The photographs credited to `person`, newest story first, as their page lists them. */
const creditedTo = (person: PersonDocument) =>
  stories.flatMap((story) =>
    photosOf(story).filter((photo) => photo.credit?.person?._ref === person._id),
  )

/** The people of the stories, newest story first: each teller, then their photographers. */
const named = [
  ...new Set(
    stories.flatMap((story) => [
      story.storyTeller._ref,
      ...photosOf(story).flatMap((photo) => photo.credit?.person?._ref ?? []),
    ]),
  ),
].flatMap((id) => persons(documents).filter((person) => person._id === id))

// Someone with every part of a profile shown: links and credited photographs.
const subject = named.find(
  (person) => (person.socialLinks?.length ?? 0) > 0 && creditedTo(person).length > 0,
)
if (!subject?.portrait || !subject.bio || !subject.country || !isCountry(subject.country)) {
  throw new Error('No person in the dataset has a whole profile.')
}
const { portrait, bio, country } = subject
const path = personPath(nameOf(subject)) ?? ''
const assetId = portrait.asset._ref.split('-')[1] ?? 'none'

/** The JSON-LD blocks of the page, parsed. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text))
}

test.describe('a person’s page', () => {
  let errors: string[]
  test.beforeEach(({ page }) => {
    errors = watchErrors(page)
  })
  test.afterEach(() => {
    expect(errors).toEqual([])
  })

  test('shows their portrait, bio, country, skills and links', async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(subject))
    const image = page.getByRole('img', { name: portrait.alt })
    await expect(image).toBeVisible()
    await expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const box = await image.boundingBox()
    // Its own 4:5 shape, large: most of a phone's width, a column of its own on a desktop.
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(0.8, 1)
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(300)

    await expect(page.getByText(bio, { exact: true })).toBeVisible()
    const countryLink = page.getByRole('main').getByRole('link', { name: country, exact: true })
    await expect(countryLink).toHaveAttribute('href', countryPath(country))
    const skills = page.locator('dt', { hasText: 'Works in' }).locator('+ dd')
    await expect(skills).toHaveText((subject.work ?? []).join(', '))
    const links = page.locator('dt', { hasText: 'Links' }).locator('+ dd').getByRole('link')
    await expect(links).toHaveCount(subject.socialLinks?.length ?? 0)
    for (const [index, link] of nonEmpty((subject.socialLinks ?? []).entries())) {
      const anchor = links.nth(index)
      await expect(anchor).toHaveAccessibleName(
        `${socialLabel(link.kind, translator('en'))} (opens in a new tab)`,
      )
      await expect(anchor).toHaveAttribute('href', link.url)
      await expect(anchor).toHaveAttribute('target', '_blank')
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('lists their photographs with captions, each opening its photo page', async ({ page }) => {
    await page.goto(path)
    const credited = creditedTo(subject)
    const grid = page.getByRole('region', { name: 'Photographs' })
    const figures = grid.locator('figure')
    await expect(figures).toHaveCount(Math.min(credited.length, STORIES_PER_PAGE))
    for (const [index, photo] of nonEmpty(credited.slice(0, 3).entries())) {
      await expect(figures.nth(index).locator('figcaption')).toContainText(photo.caption ?? '')
    }
    const first = grid.getByRole('link').first()
    await expect(first).toHaveAttribute('href', /^\/stories\/[a-z0-9-]+\/photos\/\d+$/)
    await first.click()
    await expect(page).toHaveURL(/\/photos\/\d+$/)
  })

  test.describe('in data saver mode', () => {
    test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } })

    // With no error: the describe's afterEach checks it.
    test('its photographs load on tap, and each caption still opens its photo page @phone', async ({
      page,
    }) => {
      await page.goto(path)
      const grid = page.getByRole('region', { name: 'Photographs' })
      // A button inside a link, or a link inside a link, is not HTML: the browser splits them,
      // and the page no longer matches what React renders.
      await expect(grid.locator('a a, a button, a details')).toHaveCount(0)
      const second = grid.locator('figure').nth(1)
      const tap = second.locator('summary')
      await expect(tap).toHaveAttribute('aria-label', /^Load photograph \(≈\s.+\)$/)
      await tap.click()
      await expect(second.locator('[data-tapped-photo]')).toBeVisible()
      await expect(tap).toBeHidden()
      await second.getByRole('link').click()
      await expect(page).toHaveURL(/\/photos\/\d+$/)
    })
  })

  test('sits the portrait beside their name on a desktop @desktop', async ({ page }) => {
    await page.goto(path)
    const image = await page.getByRole('img', { name: portrait.alt }).boundingBox()
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect((image?.x ?? 0) + (image?.width ?? 0)).toBeLessThan(heading?.x ?? 0)
  })

  test('puts the portrait above their name on a phone @phone', async ({ page }) => {
    await page.goto(path)
    const image = await page.getByRole('img', { name: portrait.alt }).boundingBox()
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect((image?.y ?? 0) + (image?.height ?? 0)).toBeLessThan(heading?.y ?? 0)
  })

  test('shares their portrait as its link preview, a 1200x630 JPEG @any-screen', async ({
    page,
    request,
  }) => {
    await page.goto(path)
    const url = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(url).toContain(assetId)
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', url ?? '')
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      portrait.alt,
    )
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', bio)
    const { pathname, search } = new URL(url ?? '')
    const file = await request.get(`${pathname}${search}`)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/jpeg')
    const { width, height } = await sharp(await file.body()).metadata()
    expect([width, height]).toEqual([1200, 630])
  })

  test('describes their portrait in the page’s language, on the page and in its preview @any-screen', async ({
    page,
  }) => {
    const name = nameOf(subject)
    for (const locale of ['fr', 'ar'] as const) {
      await page.goto(`/${locale}${path}`)
      const alt = translator(locale)('person.portraitAlt', { name })
      await expect(page.getByRole('img', { name: alt, exact: true })).toBeVisible()
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt)
    }
    expect(translator('fr')('person.portraitAlt', { name })).not.toBe(portrait.alt)
  })

  test('is a ProfilePage of a Person with name, image, bio, country and profiles @any-screen', async ({
    page,
  }) => {
    await page.goto(path)
    const [profile] = (await structuredData(page)).filter((d) => d['@type'] === 'ProfilePage')
    expect(profile?.mainEntity).toMatchObject({
      '@type': 'Person',
      name: nameOf(subject),
      description: bio,
      image: expect.stringContaining(assetId),
      homeLocation: { '@type': 'Country', name: country },
      knowsAbout: subject.work,
      sameAs: (subject.socialLinks ?? []).map((link) => link.url),
      url: expect.stringMatching(new RegExp(`${path}$`)),
    })
  })

  test('pages through their photographs with plain links, without JavaScript @any-screen', async ({
    browser,
  }) => {
    // The photographer with the most photographs: more than one page of them (and fewer than
    // STORIES_PER_PAGE stories, so the photographs decide how many pages there are).
    const busiest = [...named].sort((a, b) => creditedTo(b).length - creditedTo(a).length)[0]
    if (!busiest) throw new Error('No photographer in the dataset.')
    const credited = creditedTo(busiest)
    const count = Math.ceil(credited.length / STORIES_PER_PAGE)
    if (count < 2) throw new Error('No photographer has more than one page of photographs.')
    const start = personPath(nameOf(busiest)) ?? ''
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const pages = page.getByRole('navigation', { name: 'Pages' })
    const captions = page.getByRole('region', { name: 'Photographs' }).locator('figcaption')

    await page.goto(start)
    await expect(pages).toContainText(`Page 1 of ${count}`)
    for (let n = 2; n <= count; n++) {
      await pages.getByRole('link', { name: /Next/ }).click()
      await expect(page).toHaveURL(new RegExp(`${start}\\?page=${n}$`))
      await expect(page).toHaveTitle(`${nameOf(busiest)}, page ${n} · The Ruum Africa`)
      await expect(pages).toContainText(`Page ${n} of ${count}`)
      const shown = credited.slice((n - 1) * STORIES_PER_PAGE, n * STORIES_PER_PAGE)
      await expect(captions).toHaveCount(shown.length)
      await expect(captions.first()).toContainText(shown[0]?.caption ?? '')
      // Their header on every page: who they are and all they have made.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(busiest))
    }
    await expect(pages.getByRole('link', { name: /Next/ })).toHaveCount(0)
    await pages.getByRole('link', { name: /Previous/ }).click()
    await expect(pages).toContainText(`Page ${count - 1} of ${count}`)
    await context.close()
  })

  test('answers 404 for a page of their work that is not one or is past the last @any-screen', async ({
    request,
  }) => {
    const count = Math.ceil(creditedTo(subject).length / STORIES_PER_PAGE)
    for (const url of [
      `${path}?page=0`,
      `${path}?page=x`,
      `${path}?page=02`,
      `${path}?page=${count + 1}`,
      `${path}/1`,
      `${path}/${count + 1}`,
      '/people/no-such-person?page=2',
    ]) {
      expect((await request.get(url)).status(), url).toBe(404)
    }
    expect((await request.get(`${path}?page=1`)).status()).toBe(200)
  })

  test('of someone named only in credits shares the site card and shows no portrait @any-screen', async ({
    page,
  }) => {
    const name = crewWithoutProfile(documents)
    await page.goto(personPath(name) ?? '')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.getByRole('main').locator('header img')).toHaveCount(0)
    const url = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(url).toMatch(/\/og\/site$/)
  })
})
