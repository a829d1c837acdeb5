import { expect, test, type Page } from '@playwright/test'

import { STORIES_PER_PAGE } from '@/lib/paging'
import { foldText } from '@/lib/search'

import { publishedCategories, storiesMatching, storyCountries } from '@/tests/support/dataset'
import { publishedStories } from '@/tests/support/dataset'
import { watchErrors } from '@/tests/support/page-errors'
import { expand, holdScripts, pickTyped } from '@/tests/support/hydration'

const countText = (n: number) => `${n} ${n === 1 ? 'story' : 'stories'}`
/** A filter's option as the select names it: the value, then its story count. */
const optionName = (label: string, count: number) => `${label} (${count})`
const categoryOption = (category: { title: string; slug: { current: string } }) =>
  optionName(category.title, storiesMatching({ category: category.slug.current }).length)

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

/** A country whose full name matches no other, so Enter picks it once typed. */
function uniqueCountry(): string {
  const countries = storyCountries()
  const country = countries.find(
    (name) => countries.filter((other) => foldText(other).includes(foldText(name))).length === 1,
  )
  if (!country) throw new Error('No uniquely named country')
  return country
}

async function cardTitles(page: Page): Promise<string[]> {
  return (await page.locator('main article h3').allTextContents()).sort()
}

/** The count of every story the filters select, and the cards of page `n` of them (newest first). */
async function expectStories(page: Page, titles: string[], n = 1) {
  await expect(page.getByRole('status').filter({ hasText: /stor(y|ies)$/ })).toHaveText(
    countText(titles.length),
  )
  const shown = titles.slice((n - 1) * STORIES_PER_PAGE, n * STORIES_PER_PAGE)
  await expect.poll(() => cardTitles(page)).toEqual([...shown].sort())
}

const allTitles = () => publishedStories().map((story) => story.title)
const pageCountOf = (titles: string[]) => Math.ceil(titles.length / STORIES_PER_PAGE)

test.describe('/stories', () => {
  let errors: string[]
  test.beforeEach(({ page }) => {
    errors = watchErrors(page)
  })
  test.afterEach(() => {
    expect(errors).toEqual([])
  })

  test('lists the newest published stories first, with their total', async ({ page }) => {
    const response = await page.goto('/stories')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Stories/)
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible()
    await expectStories(
      page,
      publishedStories().map((story) => story.title),
    )
  })

  test('a select’s text box is 12 layout units high; its list at most 60, scrolling beyond', async ({
    page,
  }) => {
    await page.goto('/stories')
    const combobox = page.getByRole('combobox', { name: 'Country' })
    expect((await combobox.boundingBox())?.height).toBe(12 * 4)
    await expand(combobox)
    const listbox = page.getByRole('listbox')
    await expect(listbox).toBeVisible()
    expect((await listbox.boundingBox())?.height).toBeLessThanOrEqual(60 * 4)
    // More countries than fit: the list scrolls rather than growing.
    const { scrollHeight, clientHeight } = await listbox.evaluate((list) => ({
      scrollHeight: list.scrollHeight,
      clientHeight: list.clientHeight,
    }))
    expect(scrollHeight).toBeGreaterThan(clientHeight)
  })

  test('filtering by category changes the URL, shows only its stories and survives a reload @smoke', async ({
    page,
  }) => {
    const [category] = categoriesWithStories()
    if (!category) throw new Error('No category has stories')
    const slug = category.slug.current
    const expected = storiesMatching({ category: slug }).map((story) => story.title)

    await page.goto('/stories')
    await expand(page.getByRole('combobox', { name: 'Category' }))
    await page.getByRole('option', { name: categoryOption(category), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/stories\\?category=${slug}$`))
    await expectStories(page, expected)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      category.title,
    )

    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(category.title)
    await expectStories(page, expected)
    // Its own title and description in search results and link previews.
    await expect(page).toHaveTitle(`${category.title} stories · The Ruum Africa`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `${category.title} photo stories, newest first.`,
    )

    // Filters are pushed, so Back returns to every story.
    await page.goBack()
    await expect(page).toHaveURL(/\/stories$/)
    await expectStories(
      page,
      publishedStories().map((story) => story.title),
    )
  })

  test('filtering by country (typed, then Enter) shows only its stories @smoke', async ({
    page,
  }) => {
    const country = uniqueCountry()
    const expected = storiesMatching({ country }).map((story) => story.title)

    await page.goto('/stories')
    const combobox = page.getByRole('combobox', { name: 'Country' })
    await pickTyped(combobox, country)
    await expect(page).toHaveURL(`/stories?${new URLSearchParams({ country })}`)
    await expectStories(page, expected)
    await page.reload()
    await expect(combobox).toHaveValue(country)
    await expectStories(page, expected)
  })

  test('a country typed before the page is hydrated is searched for once it is', async ({
    page,
  }) => {
    const country = uniqueCountry()
    const release = await holdScripts(page)
    await page.goto('/stories', { waitUntil: 'domcontentloaded' })
    const combobox = page.getByRole('combobox', { name: 'Country' })
    await combobox.fill(country)
    release()
    await expect(page.getByRole('listbox', { name: 'Country' }).getByRole('option')).toHaveText([
      optionName(country, storiesMatching({ country }).length),
    ])
    await expect(combobox).toHaveValue(country)
    await combobox.press('Enter')
    await expect(page).toHaveURL(`/stories?${new URLSearchParams({ country })}`)
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

  test('each filter offers only what has stories given the other, with its count', async ({
    page,
  }) => {
    // The category whose stories come from the fewest countries: the most other countries to hide.
    const countriesOf = (slug: string) =>
      [...new Set(storiesMatching({ category: slug }).map((story) => story.country))].sort((a, b) =>
        a.localeCompare(b, 'en'),
      )
    const [category] = [...categoriesWithStories()].sort(
      (a, b) => countriesOf(a.slug.current).length - countriesOf(b.slug.current).length,
    )
    if (!category) throw new Error('No category has stories')
    const slug = category.slug.current
    const countries = countriesOf(slug)
    expect(countries.length, 'some country has no story of this category').toBeLessThan(
      storyCountries().length,
    )

    await page.goto(`/stories?${new URLSearchParams({ category: slug })}`)
    await expand(page.getByRole('combobox', { name: 'Country' }))
    const offered = countries.map((country) =>
      optionName(country, storiesMatching({ category: slug, country }).length),
    )
    await expect(page.getByRole('option')).toHaveText(offered)

    // Picking one narrows the category select to that country's categories in turn.
    const [country] = countries
    if (!country) throw new Error('The category has no country')
    await page.getByRole('option', { name: offered[0], exact: true }).click()
    await expect(page).toHaveURL(`/stories?${new URLSearchParams({ category: slug, country })}`)
    await expectStories(
      page,
      storiesMatching({ category: slug, country }).map((story) => story.title),
    )
    await expand(page.getByRole('combobox', { name: 'Category' }))
    const categoriesThere = categoriesWithStories()
      .map((c) => ({
        title: c.title,
        count: storiesMatching({ category: c.slug.current, country }).length,
      }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => a.title.localeCompare(b.title, 'en'))
    await expect(page.getByRole('option')).toHaveText(
      categoriesThere.map(({ title, count }) => optionName(title, count)),
    )
  })

  test('a hand-typed filter with no stories still shows the empty state and Clear filters', async ({
    page,
  }) => {
    const category = categoriesWithStories()[0]
    const elsewhere = storyCountries().find(
      (country) =>
        category && storiesMatching({ category: category.slug.current, country }).length === 0,
    )
    if (!category || !elsewhere) throw new Error('Every country has a story of every category')
    await page.goto(
      `/stories?${new URLSearchParams({ category: category.slug.current, country: elsewhere })}`,
    )
    await expectStories(page, [])
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue(elsewhere)
    await expect(page.getByRole('link', { name: 'Clear filters' })).toBeVisible()
  })

  test('unknown filters give a friendly empty state with a way back, and are never echoed', async ({
    page,
  }) => {
    const response = await page.goto('/stories?category=no-such-category&country=Atlantis')
    expect(response?.status()).toBe(200)
    await expectStories(page, [])
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      'No such category or country',
    )
    const text = await page.getByRole('main').innerText()
    expect(text).not.toContain('no-such-category')
    expect(text).not.toContain('Atlantis')
    // Not a page of its own for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { name: 'No stories here yet' })).toBeVisible()
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/stories$/)
    await expectStories(
      page,
      publishedStories().map((story) => story.title),
    )
  })

  test('the Select follows every rule of the spec', async ({ page }) => {
    const categories = categoriesWithStories()
    const titles = categories.map((c) => c.title)
    await page.goto('/stories')
    const combobox = page.getByRole('combobox', { name: 'Category' })
    const options = page.getByRole('option')
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    await expect(combobox).toHaveCSS('height', '48px')

    // Opens on click with every option.
    await expand(combobox)
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
    await expand(combobox)
    const list = page.getByRole('listbox', { name: 'Category' })
    expect((await list.boundingBox())?.height ?? 0).toBeLessThanOrEqual(240)
    const lastCategory = [...categories].sort((a, b) => a.title.localeCompare(b.title)).at(-1)
    if (!lastCategory) throw new Error('No category')
    const last = lastCategory.title
    await page.getByRole('option', { name: categoryOption(lastCategory), exact: true }).click()
    await expect(combobox).toHaveAttribute('aria-expanded', 'false')
    await expect(combobox).toHaveValue(last)
    await expect(page).toHaveURL(new RegExp(`\\?category=${lastCategory.slug.current}$`))

    // The clear button empties the choice. It works once the page is hydrated (before, a press
    // does nothing): press until the page moves on, as a reader would.
    const clear = page.getByRole('button', { name: 'Show all categories' })
    await expect(async () => {
      if (!page.url().endsWith('/stories')) await clear.click({ timeout: 1_000 })
      await expect(page).toHaveURL(/\/stories$/, { timeout: 2_000 })
    }).toPass()
    await expect(combobox).toHaveValue('')
  })

  test('a filtered view has its own pages, and a filter change starts again at page 1', async ({
    page,
  }) => {
    const titles = allTitles()
    if (pageCountOf(titles) < 2) throw new Error('The dataset fits on one page: nothing to page')
    await page.goto('/stories?page=2')
    await expectStories(page, titles, 2)
    const [category] = categoriesWithStories()
    if (!category) throw new Error('No category has stories')
    await expand(page.getByRole('combobox', { name: 'Category' }))
    await page.getByRole('option', { name: categoryOption(category), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/stories\\?category=${category.slug.current}$`))
    await expectStories(
      page,
      storiesMatching({ category: category.slug.current }).map((story) => story.title),
    )
  })
})

test.describe('/stories pages, without JavaScript @any-screen', () => {
  test.use({ javaScriptEnabled: false })

  test('Next and Previous are plain links through every page', async ({ page }) => {
    const titles = allTitles()
    const count = pageCountOf(titles)
    if (count < 2) throw new Error('The dataset fits on one page: nothing to page')
    const pages = page.getByRole('navigation', { name: 'Pages' })

    await page.goto('/stories')
    await expect(pages).toContainText(`Page 1 of ${count}`)
    await expect(pages.getByRole('link', { name: /Previous/ })).toHaveCount(0)
    for (let n = 2; n <= count; n++) {
      await pages.getByRole('link', { name: /Next/ }).click()
      await expect(page).toHaveURL(new RegExp(`/stories\\?page=${n}$`))
      await expect(pages).toContainText(`Page ${n} of ${count}`)
      await expectStories(page, titles, n)
    }
    await expect(pages.getByRole('link', { name: /Next/ })).toHaveCount(0)
    await pages.getByRole('link', { name: /Previous/ }).click()
    await expect(page).toHaveURL(new RegExp(`/stories\\?page=${count - 1}$`))
    await expectStories(page, titles, count - 1)
  })

  // Tagged @desktop: phones show Previous and Next only (see playwright.config).
  test('a page number links straight to its page @desktop', async ({ page }) => {
    const titles = allTitles()
    const count = pageCountOf(titles)
    await page.goto('/stories')
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: `Page ${count}`, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`/stories\\?page=${count}$`))
    await expectStories(page, titles, count)
  })
})

test('a page number that is not one, or past the last page, answers 404 @any-screen', async ({
  request,
}) => {
  const count = pageCountOf(allTitles())
  const [category] = categoriesWithStories()
  for (const path of [
    '/stories?page=0',
    '/stories?page=-1',
    '/stories?page=abc',
    '/stories?page=2.5',
    `/stories?page=${count + 1}`,
    `/stories?page=${'9'.repeat(40)}`,
    `/stories?category=${category?.slug.current}&page=${count + 1}`,
    '/browse/_/_/99',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
  expect((await request.get(`/stories?page=${count}`)).status()).toBe(200)
})
