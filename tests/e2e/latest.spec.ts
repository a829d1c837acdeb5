import { expect, test } from '@playwright/test'

import { STORIES_PER_PAGE } from '@/lib/paging'

import { publishedStories } from '@/tests/support/dataset'
import { nonEmpty } from '@/tests/support/non-empty'

// e.g. 3rd Jan, 2026
const DISPLAY_DATE =
  /^\d{1,2}(st|nd|rd|th) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec), \d{4}$/
const RELATIVE_TIME =
  /(a few seconds|a minute|\d+ minutes|an hour|\d+ hours|a day|\d+ days|a month|\d+ months) ago/

/** 'Do MMM, YYYY' of the UTC day, written independently of the site's own helper. */
function displayDate(iso: string): string {
  const date = new Date(iso)
  const day = date.getUTCDate()
  const suffix = [11, 12, 13].includes(day) ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th')
  const month = date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' }).slice(0, 3)
  return `${day}${suffix} ${month}, ${date.getUTCFullYear()}`
}

test('Latest lists the newest published stories first, with their date and read time @smoke', async ({
  page,
}) => {
  await page.goto('/latest')
  await expect(page).toHaveTitle('Latest · The Ruum Africa')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // Newest first: publishedOn is a full timestamp, so the dataset's order is the only right one.
  const stories = publishedStories()
  expect(new Set(stories.map((story) => story.publishedOn)).size).toBe(stories.length)
  const items = page.getByRole('main').getByRole('list').first().getByRole('listitem')
  await expect(items).toHaveCount(Math.min(stories.length, STORIES_PER_PAGE))

  for (const [index, story] of nonEmpty(stories.slice(0, STORIES_PER_PAGE).entries())) {
    const item = items.nth(index)
    const link = item.getByRole('heading', { level: 2 }).getByRole('link')
    await expect(link).toHaveText(story.title)
    await expect(link).toHaveAttribute('href', `/stories/${story.slug.current}`)
    const date = item.locator('time')
    await expect(date).toHaveText(DISPLAY_DATE)
    await expect(date).toHaveText(displayDate(story.publishedOn))
    await expect(item).toContainText(`${story.readTime} min read`)
    // The relative time appears beside the date once the page runs in the browser.
    await expect(item).toContainText(RELATIVE_TIME)
  }
})

test('Latest pages through every story with plain links, without JavaScript @any-screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const titles = publishedStories().map((story) => story.title)
  const count = Math.ceil(titles.length / STORIES_PER_PAGE)
  if (count < 2) throw new Error('The dataset fits on one page: nothing to page')
  const pages = page.getByRole('navigation', { name: 'Pages' })
  const shownTitles = () =>
    page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()

  await page.goto('/latest')
  await expect(pages).toContainText(`Page 1 of ${count}`)
  for (let n = 2; n <= count; n++) {
    await pages.getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(new RegExp(`/latest\\?page=${n}$`))
    await expect(page).toHaveTitle(`Latest, page ${n} · The Ruum Africa`)
    await expect(pages).toContainText(`Page ${n} of ${count}`)
    expect(await shownTitles()).toEqual(
      titles.slice((n - 1) * STORIES_PER_PAGE, n * STORIES_PER_PAGE),
    )
  }
  await expect(pages.getByRole('link', { name: /Next/ })).toHaveCount(0)
  await pages.getByRole('link', { name: /Previous/ }).click()
  await expect(pages).toContainText(`Page ${count - 1} of ${count}`)
  await context.close()
})

test('Latest answers 404 for a page number that is not one or is past the last @any-screen', async ({
  request,
}) => {
  const count = Math.ceil(publishedStories().length / STORIES_PER_PAGE)
  for (const path of [
    '/latest?page=0',
    '/latest?page=x',
    `/latest?page=${count + 1}`,
    '/latest/99',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})
