import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { publishedStories } from '../support/dataset'

const [story] = publishedStories()
const routes = [
  '/',
  '/latest',
  '/stories',
  `/stories/${story?.slug.current}`,
  '/community',
  '/theruumafrica',
]

for (const route of routes) {
  test(`${route} renders with no console errors and no accessibility violations`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))

    const response = await page.goto(route, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    expect(await page.locator('main').innerText()).not.toBe('')

    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
    expect(errors).toEqual([])
  })
}
