import { expect, test } from '@playwright/test'

import { publishedStories } from '../support/dataset'

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

test('Latest lists every published story, newest first, with its date and read time', async ({
  page,
}) => {
  await page.goto('/latest')
  await expect(page).toHaveTitle('Latest · The Ruum Africa')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // Newest first: publishedOn is a full timestamp, so the dataset's order is the only right one.
  const stories = publishedStories()
  expect(new Set(stories.map((story) => story.publishedOn)).size).toBe(stories.length)
  const items = page.getByRole('main').getByRole('listitem')
  await expect(items).toHaveCount(stories.length)

  for (const [index, story] of stories.entries()) {
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
