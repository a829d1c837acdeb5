import { chromium } from 'playwright'
import { readFileSync } from 'node:fs'
const docs = readFileSync('sanity/sample/data/dataset.ndjson', 'utf8').trim().split('\n').map((l) => JSON.parse(l))
const story = (lang: string) => docs.find((d) => d._type === 'story' && d.language === lang && !d._id.startsWith('drafts.'))
const person = docs.find((d) => d._type === 'person' && d.bio?.length)
const base = 'http://127.0.0.1:3456'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'], env: { ...process.env, FONTCONFIG_FILE: process.cwd() + '/tests/support/phone-fonts.conf' } as Record<string,string> })
const widths = (process.env.WIDTHS ?? '390').split(',').map(Number)
for (const lang of ['am', 'ha', 'yo', 'ar']) {
  const s = story(lang)
  const paths = { story: `/${lang}/stories/${s?.slug.current}`, person: `/${lang}/people/${person.slug.current}`, latest: `/${lang}/latest` }
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 844 }, deviceScaleFactor: 1 })
    for (const [name, path] of Object.entries(paths)) {
      await page.goto(base + path, { waitUntil: 'networkidle' })
      await page.screenshot({ path: `/tmp/shots/${lang}-${name}-${width}.png`, fullPage: false })
      if (name === 'story') {
        await page.evaluate(() => window.scrollTo(0, 900))
        await page.waitForTimeout(300)
        await page.screenshot({ path: `/tmp/shots/${lang}-${name}-${width}-b.png` })
      }
    }
    await page.close()
  }
}
await browser.close()
