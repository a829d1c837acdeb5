// Accessibility in the states a reader reaches by using a page; each page as it loads, scrolled
// to its end, is checked whole in site.spec.ts. Each state is scanned once (@any-screen).
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { expand } from '@/tests/support/hydration'

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('/stories has no accessibility violations with a Select open, and with none found @any-screen', async ({
  page,
}) => {
  // The page as loaded is checked in site.spec.ts; here what the Select changes. The story cards
  // stay as they were, so they are left out: axe over every card took most of 30 s under load.
  const outsideCards = () =>
    new AxeBuilder({ page }).include('main').exclude('main article').analyze()
  await page.goto('/stories')
  const combobox = page.getByRole('combobox', { name: 'Country' })
  await expand(combobox)
  await expect(page.getByRole('listbox')).toBeVisible()
  expect((await outsideCards()).violations.map((v) => v.id)).toEqual([])
  await combobox.fill('zzzz')
  await expect(page.getByText('No options found')).toBeVisible()
  expect((await outsideCards()).violations.map((v) => v.id)).toEqual([])
})

test('/stories empty state has no accessibility violations @any-screen', async ({ page }) => {
  await page.goto('/stories?country=Atlantis')
  expect(await violations(page)).toEqual([])
})

test('/community has no accessibility violations with a form error @any-screen', async ({
  page,
}) => {
  await page.goto('/community')
  // Pressed before the page is hydrated, the form answers once it is (community.spec.ts).
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Enter your email address.')).toBeVisible()
  expect(await violations(page)).toEqual([])
})
