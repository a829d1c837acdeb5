// A reader's paths in Firefox (Debian's firefox-esr, or FIREFOX_PATH), driven over WebDriver
// BiDi with puppeteer-core: the end-to-end tests run in Chromium only, and Firefox differs in
// what it lets Tab reach and in how it restores a page on Back (its back/forward cache is on).
import puppeteer, { type Browser, type Page } from 'puppeteer-core'

import { firefoxExecutable } from '@/tests/support/firefox'
import { publishedStories } from '@/tests/support/dataset'
import { startSite, type RunningSite } from '@/tests/support/running-site'
import { freePort } from '@/tests/support/next-server'

const story = publishedStories().find((candidate) =>
  candidate.content.some((block) => block._type === 'imageBlock'),
)
if (!story) throw new Error('The sample dataset has no story with photographs.')
const storyPath = `/stories/${story.slug.current}`

let site: RunningSite
let browser: Browser
let page: Page

beforeAll(async () => {
  site = await startSite('firefox', await freePort())
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxExecutable(),
    headless: true,
  })
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})
beforeEach(async () => {
  page = await browser.newPage()
  await page.setViewport({ width: 390, height: 844 })
})
afterEach(async () => {
  await page?.close()
})

const open = (path: string) => page.goto(`${site.url}${path}`, { waitUntil: 'load' })
/** The page's path and query; null while a navigation replaces the document. */
const pathname = () =>
  page.evaluate(() => `${location.pathname}${location.search}`).catch(() => null)
/** Back, without waiting for a load: a page restored from the back/forward cache fires none. */
const back = () => page.evaluate(() => history.back())
/** Polls `read` until it returns `expected` (the page updates after an event, not at once). */
async function until<T>(read: () => Promise<T>, expected: T, timeout = 10_000): Promise<T> {
  const end = Date.now() + timeout
  let value = await read()
  while (value !== expected && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}

describe('in Firefox', () => {
  it('Tab on a phone home page stops only on links, buttons and fields', async () => {
    await open('/')
    const stops: string[] = []
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab')
      stops.push(
        await page.evaluate(() => {
          const active = document.activeElement
          if (!active || active === document.body) return 'body'
          const { width, height } = active.getBoundingClientRect()
          const kind = active.matches('a[href], button, input, select, textarea, summary')
          return `${kind ? 'control' : 'other'} ${width > 0 && height > 0 ? 'seen' : 'unseen'}: ${active.outerHTML.slice(0, 80)}`
        }),
      )
    }
    expect(stops.filter((stop) => !stop.startsWith('control seen'))).toEqual([])
  })

  it('the hero moves to the next story', async () => {
    await open('/')
    await page.locator('::-p-aria([name="Next story"][role="button"])').click()
    const live = () => page.$eval('[aria-live="polite"]', (element) => element.textContent ?? '')
    expect(await until(async () => (await live()).startsWith('Story 2 of'), true)).toBe(true)
  })

  it('Back to /stories after choosing a country shows the whole list again', async () => {
    await open('/stories')
    const country = page.locator('::-p-aria([name="Country"][role="combobox"])')
    await country.fill(story.country)
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press('Enter')])
    expect(await pathname()).toContain('country=')
    await back()
    expect(await until(pathname, '/stories')).toBe('/stories')
    // Not dimmed as loading, and both selects empty, as the plain /stories is.
    const state = () =>
      page.evaluate(() =>
        JSON.stringify({
          busy: document.querySelectorAll('[aria-busy="true"]').length,
          values: [...document.querySelectorAll<HTMLInputElement>('input[role="combobox"]')].map(
            (input) => input.value,
          ),
        }),
      )
    const expected = JSON.stringify({ busy: 0, values: ['', ''] })
    expect(await until(state, expected)).toBe(expected)
  })

  it('a photograph opens in the viewer, the arrow moves it, Esc closes it', async () => {
    await open(storyPath)
    await page.click(`a[href="${storyPath}/photos/2"]`)
    expect(await until(pathname, `${storyPath}/photos/2`)).toBe(`${storyPath}/photos/2`)
    await page.waitForSelector('dialog[open]')
    await page.keyboard.press('ArrowRight')
    expect(await until(pathname, `${storyPath}/photos/3`)).toBe(`${storyPath}/photos/3`)
    await page.keyboard.press('Escape')
    expect(await until(pathname, storyPath)).toBe(storyPath)
    expect(await until(async () => (await page.$('dialog[open]')) === null, true)).toBe(true)
  })

  it('Back after turning data saver on shows the page in data saver mode', async () => {
    await open('/latest')
    const pressed = () =>
      page.$eval('button[aria-pressed]', (button) => button.getAttribute('aria-pressed'))
    expect(await pressed()).toBe('false')
    // Clicked from the page's own script, not through an element handle: puppeteer disposes a
    // handle after its click, and on Firefox that raced the navigation the click starts ("no
    // such node", unhandled, once in CI).
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.evaluate(() =>
        document.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click(),
      ),
    ])
    expect(await pressed()).toBe('true')
    await back()
    expect(await until(async () => (await pressed().catch(() => null)) ?? 'none', 'true')).toBe(
      'true',
    )
  })
})

// Data saver is plain HTML (issue 46): the same reader's paths with Firefox's JavaScript off.
// Its pages run no script, so the test reads them through WebDriver's own scripts (evaluate) and
// taps with the mouse, as a reader does: puppeteer's element handles need the page's scripting.
describe('in Firefox without JavaScript, data saver', () => {
  let plain: Browser
  let lite: Page
  beforeAll(async () => {
    plain = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxExecutable(),
      headless: true,
      extraPrefsFirefox: { 'javascript.enabled': false },
    })
    lite = await plain.newPage()
    await lite.setViewport({ width: 390, height: 844 })
  })
  afterAll(async () => {
    await plain?.close()
  })

  const count = (selector: string) =>
    lite.evaluate((s) => document.querySelectorAll(s).length, selector)
  /** A tap in the middle of the first element `selector` finds, scrolled into view. */
  async function tap(selector: string) {
    const [x, y] = await lite.evaluate((s) => {
      const element = document.querySelector(s)
      if (!element) throw new Error(`nothing is ${s}`)
      element.scrollIntoView({ block: 'center' })
      const box = element.getBoundingClientRect()
      return [box.x + box.width / 2, box.y + box.height / 2]
    }, selector)
    await lite.mouse.click(x ?? 0, y ?? 0)
  }
  const follow = (selector: string) =>
    Promise.all([lite.waitForNavigation({ waitUntil: 'load' }), tap(selector)])
  const at = () => new URL(lite.url())

  it('loads a photograph on a tap, then its page, the next one, and back to its place', async () => {
    await lite.goto(`${site.url}/lite${storyPath}`, { waitUntil: 'load' })
    expect(await count('script:not([data-lite]):not([type="application/ld+json"])')).toBe(0)
    const closed = await count('article details:not([open])')
    expect(closed).toBeGreaterThan(0)
    await tap('article details:not([open]) > summary')
    expect(await count('article details:not([open])')).toBe(closed - 1)
    await follow('article details[open] a[data-photo-link]')
    expect(at().pathname).toBe(`/lite${storyPath}/photos/2`)
    await follow('a[rel="next"]')
    expect(at().pathname).toBe(`/lite${storyPath}/photos/3`)
    await follow('main p a')
    expect(`${at().pathname}${at().hash}`).toBe(`/lite${storyPath}#photo-3`)
  })

  it('filters the stories, searches, opens the menu, switches language, turns data saver off', async () => {
    await lite.goto(`${site.url}/lite/stories`, { waitUntil: 'load' })
    await lite.select('select[name="country"]', story.country)
    await follow('main form button[type="submit"]')
    expect(at().pathname).toBe('/lite/stories')
    expect(at().searchParams.get('country')).toBe(story.country)

    await lite.goto(`${site.url}/lite/search`, { waitUntil: 'load' })
    await tap('main input[type="search"]')
    await lite.keyboard.type('market')
    await Promise.all([lite.waitForNavigation({ waitUntil: 'load' }), lite.keyboard.press('Enter')])
    expect(`${at().pathname}${at().search}`).toBe('/lite/search?q=market')

    expect(await count('[data-phone-menu][open]')).toBe(0)
    await tap('[data-phone-menu] > summary')
    expect(await count('[data-phone-menu][open]')).toBe(1)
    await follow('[data-phone-menu] a[hreflang="ar"]')
    expect(at().pathname).toBe('/ar/lite/search')
    expect(await lite.evaluate(() => document.documentElement.dir)).toBe('rtl')

    await follow('button[aria-pressed="true"]')
    expect(at().pathname).toBe('/ar/search')
  })
})
