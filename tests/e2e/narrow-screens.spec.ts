import { expect, test } from '@playwright/test'

import { LOCALES } from '@/lib/i18n/locales'
import { pageVariant, publicPath } from '@/lib/page-variant'
import type { PersonDocument } from '@/sanity/sample/documents'

import { publishedStories, readDataset } from '@/tests/support/dataset'
import { countryPath, personPath } from '@/lib/routes'

// 360 px is a common Android width: nothing on any page, in any language, may be wider than that
// screen.

const documents = readDataset()
const story = publishedStories(documents)[0]
if (!story) throw new Error('The sample dataset has no published story.')
const teller = documents.find(
  (doc): doc is PersonDocument => doc._type === 'person' && doc._id === story.storyTeller._ref,
)
const tellerPath = teller ? personPath(`${teller.firstName} ${teller.lastName}`) : null
const paths = [
  '/',
  '/latest',
  '/stories',
  `/stories/${story.slug.current}`,
  `/stories/${story.slug.current}/photos/1`,
  '/community',
  '/theruumafrica',
  '/countries',
  countryPath(story.country),
  ...(tellerPath ? [tellerPath] : []),
  `/search?q=${encodeURIComponent(story.country)}`,
]

test.describe('on a 360 px phone @phone', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  for (const url of LOCALES.flatMap((locale) =>
    paths.map((path) => publicPath(pageVariant('full', locale), path)),
  )) {
    test(`${url} does not scroll sideways`, async ({ page }) => {
      await page.goto(url)
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth
        const wider = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5)
          .slice(0, 3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        return { scrollWidth: document.documentElement.scrollWidth, width, wider }
      })
      expect(overflow.scrollWidth, overflow.wider.join(' | ')).toBeLessThanOrEqual(overflow.width)
    })
  }
})
