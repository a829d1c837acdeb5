import { expect, test } from '@playwright/test'

import { translator } from '@/lib/i18n/translator'
import { socialLabel } from '@/lib/social'

import { teamMembers } from '@/tests/support/dataset'
import { watchErrors } from '@/tests/support/page-errors'
import { nonEmpty } from '@/tests/support/non-empty'

test('/theruumafrica shows every team member with role, portrait and social links @smoke', async ({
  page,
}) => {
  const errors = watchErrors(page)
  const response = await page.goto('/theruumafrica')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'The team' })).toBeVisible()

  const members = teamMembers()
  expect(members.length).toBeGreaterThan(0)
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(members.length)

  for (const [index, member] of members.entries()) {
    const name = `${member.firstName} ${member.lastName}`
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(name)
    await expect(card).toContainText(member.role)
    await expect(card).toContainText(member.bio)
    await expect(card.getByRole('img')).toHaveAttribute('alt', member.portrait.alt)
    for (const link of nonEmpty(member.socialLinks)) {
      const anchor = card.getByRole('link', {
        name: `${name} on ${socialLabel(link.kind, translator('en'))}`,
      })
      await expect(anchor).toHaveAttribute('href', link.url)
      await expect(anchor).toHaveAttribute('target', '_blank')
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer')
    }
  }
  expect(errors).toEqual([])
})
