import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { publishedStories } from '@/tests/support/dataset'

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('/stories has no accessibility violations, with a Select open and with none found', async ({
  page,
}) => {
  // Three full axe runs over every story card: more than 30 s on a busy 2-core machine.
  test.setTimeout(90_000)
  await page.goto('/stories')
  expect(await violations(page)).toEqual([])
  const combobox = page.getByRole('combobox', { name: 'Country' })
  await combobox.click()
  expect(await violations(page)).toEqual([])
  await combobox.fill('zzzz')
  await expect(page.getByText('No options found')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('/stories empty state has no accessibility violations', async ({ page }) => {
  await page.goto('/stories?country=Atlantis')
  expect(await violations(page)).toEqual([])
})

test('/community has no accessibility violations, also with a form error', async ({ page }) => {
  await page.goto('/community')
  expect(await violations(page)).toEqual([])
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Enter your email address.')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('/theruumafrica has no accessibility violations', async ({ page }) => {
  await page.goto('/theruumafrica')
  expect(await violations(page)).toEqual([])
})

test('a story page has no accessibility violations: photographs, captions, share, what is next', async ({
  page,
}) => {
  const [story] = publishedStories()
  await page.goto(`/stories/${story?.slug.current}`)
  expect(await violations(page)).toEqual([])
})
