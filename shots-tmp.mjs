import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3917'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' })
const [, , ...pages] = process.argv
for (const spec of pages) {
  const [name, path, width, tap, js] = spec.split('|')
  const ctx = await b.newContext({ viewport: { width: +width, height: 800 }, deviceScaleFactor: 1, isMobile: +width < 800, javaScriptEnabled: js === 'js' })
  const p = await ctx.newPage()
  await p.goto(base + path, { waitUntil: 'networkidle' })
  if (tap === 'tap') {
    const s = p.locator('article details:not([open]) > summary').first()
    await s.scrollIntoViewIfNeeded()
    await p.screenshot({ path: `/tmp/shots/${name}-before.png` })
    await s.click()
    await p.waitForLoadState('networkidle')
    await p.waitForTimeout(300)
    await p.screenshot({ path: `/tmp/shots/${name}-after.png` })
  } else if (tap === 'menu') {
    await p.locator('[data-lite-menu] > summary').click()
    await p.screenshot({ path: `/tmp/shots/${name}.png` })
  } else {
    await p.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: tap === 'full' })
  }
  await ctx.close()
}
await b.close()
