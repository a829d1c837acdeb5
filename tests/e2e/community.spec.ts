import { expect, test } from '@playwright/test'

import { siteSettings } from '@/tests/support/dataset'
import { holdScripts } from '@/tests/support/hydration'
import { watchErrors } from '@/tests/support/page-errors'
import { settled } from '@/tests/support/page-settled'

test.describe('/community', () => {
  let errors: string[]
  test.beforeEach(({ page }) => {
    errors = watchErrors(page)
  })
  test.afterEach(() => {
    expect(errors).toEqual([])
  })

  test('is headed with the community name and links out to get featured and join @any-screen', async ({
    page,
  }) => {
    const settings = siteSettings()
    const response = await page.goto('/community')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.communityName)
    await expect(page).toHaveTitle(new RegExp(`^${settings.communityName}`))

    const main = page.getByRole('main')
    for (const [name, href] of [
      ['Get featured', settings.getFeaturedUrl],
      ['Join us', settings.chatInviteUrl],
    ] as const) {
      const link = main.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('names the story tellers and the crew @any-screen', async ({ page }) => {
    await page.goto('/community')
    const tellers = page.getByRole('region', { name: 'Storytellers' }).getByRole('listitem')
    expect(await tellers.count()).toBeGreaterThan(0)
    await expect(tellers.first()).toContainText(/\d+ stor(y|ies)$/)
    const crew = page.getByRole('region', { name: 'The crew' })
    await expect(crew.getByRole('term').first()).toBeVisible()
  })

  test("a crew name opens its page in the reader's language without reloading the page @any-screen", async ({
    page,
  }) => {
    await page.goto('/fr/community')
    const crew = page.getByRole('region', { name: 'Les collaborateurs' })
    const name = crew.getByRole('definition').first().getByRole('link').first()
    const href = await name.getAttribute('href')
    expect(href).toMatch(/^\/fr\/people\/[a-z0-9-]+$/)
    // Each click before the page is hydrated is a whole page load, which forgets the mark: go back
    // and click again until one is not.
    await expect(async () => {
      if (!page.url().endsWith('/fr/community')) await page.goto('/fr/community')
      await page.evaluate(() => Object.assign(window, { ruumKept: true }))
      await name.click()
      await expect(page).toHaveURL(href ?? '', { timeout: 5_000 })
      expect(await page.evaluate(() => 'ruumKept' in window)).toBe(true)
    }).toPass({ timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/fr\/community$/)
    expect(await page.evaluate(() => 'ruumKept' in window)).toBe(true)

    // In data saver mode the names lead to its pages.
    await page.goto('/lite/community')
    await expect(
      page.getByRole('region', { name: 'The crew' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/lite\/people\//)
  })

  test("a crew name opened with a modifier key is the browser's: a new tab @desktop", async ({
    page,
    context,
  }) => {
    await page.goto('/community')
    const name = page.getByRole('region', { name: 'The crew' }).getByRole('link').first()
    const href = await name.getAttribute('href')
    await settled(page)
    const opened = context.waitForEvent('page')
    await name.click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    // A new tab is about:blank until its navigation commits: wait for the address it opens.
    await expect(tab).toHaveURL((url) => url.pathname === href)
    await expect(page).toHaveURL(/\/community$/)
  })

  test('the newsletter form asks for a valid email, keeps what was typed and thanks @smoke', async ({
    page,
  }) => {
    await page.goto('/community')
    const email = page.getByRole('textbox', { name: 'Email address' })
    const submit = page.getByRole('button', { name: 'Sign up' })
    await expect(email).toHaveAttribute('required', '')

    // Answered once the page is hydrated, even if pressed before (the test below).
    await submit.click()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Enter your email address.')
    await expect(page.getByText('Enter your email address.')).toHaveClass(/text-red-700/)

    await email.fill('amara@example')
    await submit.click()
    await expect(email).toHaveValue('amara@example')
    await expect(email).toHaveAccessibleDescription(/name@example\.com/)

    await email.fill('amara@example.com')
    await submit.click()
    await expect(email).not.toHaveAttribute('aria-invalid')
    await expect(page.getByText(/^Thanks — amara@example\.com/)).toBeVisible()
  })

  test('a Sign up pressed before the page is hydrated is answered once it is, what was typed kept @any-screen', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/community', { waitUntil: 'domcontentloaded' })
    const email = page.getByRole('textbox', { name: 'Email address' })
    await email.fill('amara@example')
    await page.getByRole('button', { name: 'Sign up' }).click()
    release()
    await expect(email).toHaveAccessibleDescription(/name@example\.com/)
    await expect(email).toHaveValue('amara@example')
    // Not posted by the browser: the address never went into the page's URL.
    expect(new URL(page.url()).search).toBe('')

    await email.fill('amara@example.com')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByText(/^Thanks — amara@example\.com/)).toBeVisible()
  })
})
