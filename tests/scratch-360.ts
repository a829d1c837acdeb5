import { chromium } from '@playwright/test'
import { browserExecutable, CHROMIUM_FLAGS } from '@/tests/support/browser'
async function main() {
  const browser = await chromium.launch({ executablePath: browserExecutable(), args: CHROMIUM_FLAGS })
  const ctx = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })
  const page = await ctx.newPage()
  for (const p of ['/', '/latest', '/stories', '/stories/indigo-cloths-at-dusk', '/community', '/theruumafrica', '/countries', '/countries/comoros', '/people/colins-yaamoa', '/search?q=Comoros', '/stories/indigo-cloths-at-dusk/photos/2']) {
    await page.goto('http://127.0.0.1:3555' + p, { waitUntil: 'networkidle' })
    const r = await page.evaluate(() => {
      const w = document.documentElement.clientWidth
      const wide = [...document.querySelectorAll('body *')].filter((e) => { const b = e.getBoundingClientRect(); return b.right > w + 0.5 && getComputedStyle(e).position !== 'fixed' && b.width > 0 }).slice(0, 4).map((e) => `${e.tagName}.${String(e.className).slice(0, 50)} r=${Math.round(e.getBoundingClientRect().right)}`)
      return { sw: document.documentElement.scrollWidth, w, wide }
    })
    console.log(p, r.sw, r.w, r.wide.join(' | '))
  }
  await page.screenshot({ path: '/tmp/shots/360-last.png' })
  await page.goto('http://127.0.0.1:3555/', { waitUntil: 'networkidle' }); await page.screenshot({ path: '/tmp/shots/360-home.png' })
  await browser.close()
}
main()
