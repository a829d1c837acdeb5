import { expect, type Page, test } from '@playwright/test'

// Routes built in other branches of this issue: until they are merged, prefetching a link to
// them answers 404 here. Only those 404s are forgiven; every other console message of type
// error, and every page error, fails the test.
const ROUTES_BUILT_ELSEWHERE = /^\/stories(\/|\?|$)/

function isPendingRoute404(text: string, url: string): boolean {
  if (!text.includes('status of 404')) return false
  return ROUTES_BUILT_ELSEWHERE.test(new URL(url, 'http://localhost').pathname)
}

async function visitAndScroll(page: Page, path: string) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const url = message.location().url
    if (!isPendingRoute404(message.text(), url)) problems.push(`${message.text()} (${url})`)
  })
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  // Scroll to the end so lazy photographs, animations and prefetches all run.
  for (let y = 0; y < 12; y++) {
    await page.mouse.wheel(0, 900)
    await page.waitForTimeout(100)
  }
  await page.waitForLoadState('networkidle')
  return problems
}

for (const path of ['/', '/latest']) {
  test(`${path} logs no console errors and throws no page errors`, async ({ page }) => {
    test.setTimeout(90_000)
    expect(await visitAndScroll(page, path)).toEqual([])
  })
}
