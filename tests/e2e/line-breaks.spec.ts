import { expect, test, type Locator, type Page } from '@playwright/test'

import type { PersonDocument, StoryDocument } from '@/sanity/sample/documents'

import { publishedStories, readDataset } from '@/tests/support/dataset'
import { nonEmpty } from '@/tests/support/non-empty'

/**
 * What a reader sees on each line of `element`, top to bottom (from the laid-out text); text
 * the element clips at its sides (a detail line's first dot on each line) is not seen.
 */
async function visualLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const clip = root.getBoundingClientRect()
    const lines = new Map<number, Array<{ left: number; text: string }>>()
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const rect = range.getClientRects()[0]
        if (!rect || rect.width === 0) continue
        const middle = rect.left + rect.width / 2
        if (middle < clip.left || middle > clip.right) continue
        const top = Math.round(rect.top + rect.height / 2)
        const key = [...lines.keys()].find((k) => Math.abs(k - top) <= 3) ?? top
        lines.set(key, [...(lines.get(key) ?? []), { left: rect.left, text: text[i] ?? '' }])
      }
    }
    return [...lines.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, chars]) =>
        chars
          .sort((a, b) => a.left - b.left)
          .map((c) => c.text)
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
      )
  })
}

/** Lines of every "a · b · c" detail line on the page. */
async function detailLines(page: Page): Promise<string[][]> {
  const lines: string[][] = []
  for (const element of await page.locator('p', { hasText: '·' }).all()) {
    lines.push(await visualLines(element))
  }
  return lines
}

const documents = readDataset()
const tellerOf = (story: StoryDocument) =>
  documents.find((doc): doc is PersonDocument => doc._id === story.storyTeller?._ref)
const factsLength = (story: StoryDocument) => {
  const teller = tellerOf(story)
  return `${teller?.firstName} ${teller?.lastName}`.length + story.country.length
}
// The stories whose facts are longest, so the most likely to wrap on a phone.
const stories = publishedStories(documents)
  .sort((a, b) => factsLength(b) - factsLength(a))
  .slice(0, 4)

test.describe('on a phone, details wrap between items, never inside one @phone', () => {
  const photoPage = `/stories/${stories[0]?.slug.current}/photos/2`
  for (const path of ['/', '/stories', '/latest', photoPage]) {
    test(`${path}: no line of a story's or photograph's details starts or ends with a dot`, async ({
      page,
    }) => {
      await page.goto(path)
      // Cards off screen skip layout until near (content-visibility): lay them all out, as they
      // will be once the reader gets there.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
      const all = await detailLines(page)
      expect(all.length).toBeGreaterThan(0)
      for (const lines of all) {
        for (const line of nonEmpty(lines)) expect(line, lines.join(' | ')).not.toMatch(/^·|·$/)
      }
    })
  }

  test("a story's facts keep each name and date whole", async ({ page }) => {
    const fact = (label: string) =>
      page.locator('article header dt', { hasText: label }).locator('xpath=following-sibling::dd')
    for (const story of nonEmpty(stories)) {
      await page.goto(`/stories/${story.slug.current}`)
      for (const label of ['Storyteller', 'Country']) {
        const lines = await visualLines(fact(label))
        const words = new Set((await fact(label).innerText()).split(/\s+/))
        for (const line of lines) {
          for (const token of nonEmpty(line.split(' '))) {
            expect(words, `${story.slug.current}: "${line}" (${label})`).toContain(token)
          }
        }
        // Kept whole, each word still reads as part of its link: underlined like it, the words
        // boxed to keep them whole (a hyphenated name's) too.
        const link = fact(label).getByRole('link')
        await expect(link.locator('bdi')).toHaveCSS('text-decoration-line', 'underline')
        const boxes = await link
          .locator('span')
          .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).textDecorationLine))
        expect(boxes.filter((line) => line !== 'underline')).toEqual([])
      }
      const date = await fact('Published').locator('time').innerText()
      const lines = await visualLines(fact('Published'))
      expect(
        lines.some((line) => line.includes(date)),
        `${story.slug.current}: ${lines.join(' | ')}`,
      ).toBe(true)
    }
  })
})
