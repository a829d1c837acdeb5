import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { publishedStories } from '@/tests/support/dataset'
import { settled } from '@/tests/support/page-settled'

const [story] = publishedStories()
const routes = [
  '/',
  '/latest',
  '/stories',
  `/stories/${story?.slug.current}`,
  '/community',
  '/theruumafrica',
  // Without a Sanity project, the Studio's route explains how to connect one.
  '/studio',
]

// Axe scans each page at both sizes: a phone's, where most readers are and where its touch-target
// rules bite, and a wide screen's, whose header is other markup.
for (const route of routes) {
  test(`${route} renders with no console errors and no accessibility violations`, async ({
    page,
  }) => {
    // A cold server draws each sample photograph on first request.
    test.setTimeout(90_000)
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
    // Chromium also logs these, but an event cannot be missed: any blocked load fails the test.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI}`),
      ),
    )

    const response = await page.goto(route)
    await settled(page)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    expect(await page.locator('main').innerText()).not.toBe('')

    // Scroll to the end so lazy photographs, entrance animations and link prefetches all run:
    // a turn of the wheel at a time until the foot of the page is in view.
    const atFoot = () =>
      page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      )
    await expect(async () => {
      await page.mouse.wheel(0, 900)
      expect(await atFoot()).toBe(true)
    }).toPass({ timeout: 30_000 })
    await settled(page)

    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
    expect(errors).toEqual([])
  })
}

test('every page carries a Content-Security-Policy that blocks what is not ours @any-screen', async ({
  page,
}) => {
  for (const route of routes) {
    const response = await page.request.get(route)
    const policy = response.headers()['content-security-policy'] ?? ''
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]) {
      expect(policy, route).toContain(directive)
    }
    expect(policy, route).not.toContain('unsafe-eval')
    expect(response.headers()['x-frame-options'], route).toBe('SAMEORIGIN')
  }

  // The build's files and the photographs carry nosniff, not a document's headers (their bytes
  // are a reader's on every file).
  const html = await (await page.request.get('/')).text()
  const files = [
    html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1],
    html.match(/srcSet="(\/sample-images\/[^" ]+)/i)?.[1]?.replaceAll('&amp;', '&'),
  ]
  for (const file of files) {
    expect(file).toBeDefined()
    const headers = (await page.request.get(file ?? '')).headers()
    expect(headers['x-content-type-options'], file).toBe('nosniff')
    expect(headers['content-security-policy'], file).toBeUndefined()
    expect(headers['x-frame-options'], file).toBeUndefined()
  }

  await page.goto('/')
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(event.effectiveDirective),
        )
        const image = document.createElement('img')
        image.src = 'https://tracker.invalid/pixel.png'
        document.body.append(image)
      }),
  )
  expect(blocked).toBe('img-src')
})

test('/favicon.ico is the site mark, for browsers and crawlers that ask for it @any-screen', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  // An icon file (reserved 0, type 1) holding the 16, 32 and 48 px marks.
  const bytes = await response.body()
  expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0])
})
