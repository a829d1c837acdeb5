import { chromium } from '@playwright/test'
import { browserExecutable, CHROMIUM_FLAGS } from '@/tests/support/browser'
async function main() {
  const base = process.env.BASE ?? 'http://127.0.0.1:3555'
  const out = process.env.OUT ?? '/tmp/shots'
  const browser = await chromium.launch({ executablePath: browserExecutable(), args: CHROMIUM_FLAGS })
  for (const [w, h, mobile] of [[390, 844, true], [1440, 900, false]] as const) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: mobile, hasTouch: mobile })
    const page = await ctx.newPage()
    for (const spec of process.argv.slice(2)) {
      const [path, action] = spec.split('#')
      await page.goto(base + path!, { waitUntil: 'networkidle' })
      if (action?.startsWith('click=')) { await page.locator(action.slice(6)).first().click(); await page.waitForTimeout(1500) }
      if (action === 'full') { await page.screenshot({ path: `${out}/${path!.replace(/\W+/g, '_')}-${w}-full.png`, fullPage: true }); continue }
      if (action?.startsWith('scroll=')) { await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({block:'start'}), action.slice(7)); await page.waitForTimeout(800) }
      await page.screenshot({ path: `${out}/${(path! + (action ?? '')).replace(/\W+/g, '_').slice(0, 60)}-${w}.png` })
    }
    await ctx.close()
  }
  await browser.close()
}
main()
