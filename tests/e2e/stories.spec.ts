import { expect, test, type Page } from '@playwright/test'

import { foldText } from '@/lib/search'

import { publishedCategories, storiesMatching, storyCountries } from '../support/browse-dataset'
import { publishedStories } from '../support/dataset'
import { watchErrors } from '../support/page-errors'

const countText = (n: number) => `${n} ${n === 1 ? 'story' : 'stories'}`

/** Categories that have stories, the one with most stories first. */
function categoriesWithStories() {
  return publishedCategories()
    .map((category) => ({
      category,
      count: storiesMatching({ category: category.slug.current }).length,
    }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .map(({ category }) => category)
}

async function cardTitles(page: Page): Promise<string[]> {
  return (await page.locator('main article h3').allTextContents()).sort()
}

async function expectStories(page: Page, titles: string[]) {
  await expect(page.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText(
    countText(titles.length),
  )
  await expect.poll(() => cardTitles(page)).toEqual([...titles].sort())
}

test.describe('/stories', () => {
  let errors: string[]
  test.beforeEach(({ page }) => {
    errors = watchErrors(page)
  })
  test.afterEach(() => {
    expect(errors).toEqual([])
  })

  test('lists every published story', async ({ page }) => {
    const response = await page.goto('/stories')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Stories/)
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible()
    await expectStories(
      page,
      publishedStories().map((story) => story.title),
    )
  })

  test('filtering by category changes the URL, shows only its stories and survives a reload', async ({
    page,
  }) => {
    const [category] = categoriesWithStories()
    if (!category) throw new Error('No category has stories')
    const slug = category.slug.current
    const expected = storiesMatching({ category: slug }).map((story) => story.title)

    await page.goto('/stories')
    await page.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option', { name: category.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/stories\\?category=${slug}$`))
    await expectStories(page, expected)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      category.title,
    )

    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(category.title)
    await expectStories(page, expected)

    // Filters are pushed, so Back returns to every story.
    await page.goBack()
    await expect(page).toHaveURL(/\/stories$/)
    await expectStories(
      page,
      publishedStories().map((story) => story.title),
    )
  })

  test('filtering by country (typed, then Enter) shows only its stories', async ({ page }) => {
    const countries = storyCountries()
    // A country whose full name matches no other, so Enter picks it.
    const country = countries.find(
      (name) => countries.filter((other) => foldText(other).includes(foldText(name))).length === 1,
    )
    if (!country) throw new Error('No uniquely named country')
    const expected = storiesMatching({ country }).map((story) => story.title)

    await page.goto('/stories')
    const combobox = page.getByRole('combobox', { name: 'Country' })
    await combobox.fill(country)
    await combobox.press('Enter')
    await expect(page).toHaveURL(`/stories?${new URLSearchParams({ country })}`)
    await expectStories(page, expected)
    await page.reload()
    await expect(combobox).toHaveValue(country)
    await expectStories(page, expected)
  })

  test('both filters together, from a shared URL', async ({ page }) => {
    const story = publishedStories()[0]
    const category = publishedCategories().find((c) => c._id === story?.category._ref)
    if (!story || !category) throw new Error('No story with a category')
    const filter = { category: category.slug.current, country: story.country }
    await page.goto(`/stories?${new URLSearchParams(filter)}`)
    await expectStories(
      page,
      storiesMatching(filter).map((s) => s.title),
    )
  })

  test('unknown filters give a friendly empty state with a way back', async ({ page }) => {
    const response = await page.goto('/stories?category=no-such-category&country=Atlantis')
    expect(response?.status()).toBe(200)
    await expectStories(page, [])
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'no-such-category from Atlantis',
    )
    await expect(page.getByRole('heading', { name: 'No stories here yet' })).toBeVisible()
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/stories$/)
    await expectStories(
      page,
      publishedStories().map((story) => story.title),
    )
  })

  test('the Select follows every rule of the spec', async ({ page }) => {
    const titles = categoriesWithStories().map((c) => c.title)
    await page.goto('/stories')
    const combobox = page.getByRole('combobox', { name: 'Category' })
    const options = page.getByRole('option')
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    await expect(combobox).toHaveCSS('height', '48px')

    // Opens on click with every option.
    await combobox.click()
    await expect(combobox).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('listbox', { name: 'Category' })).toBeVisible()
    await expect(options).toHaveCount(titles.length)

    // Escape closes without picking.
    await combobox.press('Escape')
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    await expect(options).toHaveCount(0)

    // Typing searches; nothing found says so.
    await combobox.fill('zzzz')
    await expect(page.getByText('No options found', { exact: true })).toBeVisible()
    await expect(options).toHaveCount(0)

    // A click outside closes.
    await page.getByRole('heading', { level: 1, name: 'Stories' }).click()
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText('No options found')).toBeHidden()

    // Enter with several matches picks nothing.
    const letter = [...'aeiourtnl'].find(
      (l) => titles.filter((t) => foldText(t).includes(l)).length > 1,
    )
    if (!letter) throw new Error('No letter shared by two categories')
    await combobox.fill(letter)
    const matching = titles.filter((t) => foldText(t).includes(letter))
    await expect(options).toHaveCount(matching.length)
    await combobox.press('Enter')
    await expect(combobox).toHaveAttribute('aria-expanded', 'true')
    await expect(page).toHaveURL(/\/stories$/)

    // Arrow keys move the active option.
    await combobox.press('ArrowDown')
    const firstId = await options.first().getAttribute('id')
    await expect(combobox).toHaveAttribute('aria-activedescendant', firstId ?? '')
    await combobox.press('ArrowDown')
    const secondId = await options.nth(1).getAttribute('id')
    await expect(combobox).toHaveAttribute('aria-activedescendant', secondId ?? '')
    await combobox.press('Escape')

    // Enter with exactly one match picks it, closes and filters.
    const [only] = titles
    if (!only) throw new Error('No category')
    await combobox.fill(only.toUpperCase())
    await expect(options).toHaveCount(1)
    await combobox.press('Enter')
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    await expect(combobox).toHaveValue(only)
    await expect(page).toHaveURL(/\?category=/)

    // Picking with the mouse picks and closes; the list is at most 60 units (240px) high.
    await combobox.click()
    const list = page.getByRole('listbox', { name: 'Category' })
    expect((await list.boundingBox())?.height ?? 0).toBeLessThanOrEqual(240)
    const last = titles.at(-1) ?? ''
    await page.getByRole('option', { name: last, exact: true }).click()
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    await expect(combobox).toHaveValue(last)

    // The clear button empties the choice.
    await page.getByRole('button', { name: 'Show all categories' }).click()
    await expect(page).toHaveURL(/\/stories$/)
    await expect(combobox).toHaveValue('')
  })
})
