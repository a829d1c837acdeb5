import { expect, test } from '@playwright/test'

import { siteSettings } from '@/tests/support/dataset'
import { watchErrors } from '@/tests/support/page-errors'

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
    const tellers = page.getByRole('region', { name: 'Story tellers' }).getByRole('listitem')
    expect(await tellers.count()).toBeGreaterThan(0)
    await expect(tellers.first()).toContainText(/\d+ stor(y|ies)$/)
    const crew = page.getByRole('region', { name: 'The crew' })
    await expect(crew.getByRole('term').first()).toBeVisible()
  })

  test('the newsletter form asks for a valid email, keeps what was typed and thanks @smoke', async ({
    page,
  }) => {
    await page.goto('/community')
    const email = page.getByRole('textbox', { name: 'Email address' })
    const submit = page.getByRole('button', { name: 'Sign up' })
    await expect(email).toHaveAttribute('required', '')

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
})
