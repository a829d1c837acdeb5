import type { Page } from '@playwright/test'

// The header's two disclosures (<details>, open with HTML alone): the phone menu below 768 px,
// the language switch from 768 px. Each summary is its button.

/** The phone menu's <details>. */
export const phoneMenu = (page: Page) => page.locator('header details[data-phone-menu]')

/** The phone menu's button. */
export const phoneMenuButton = (page: Page) => phoneMenu(page).locator('> summary')

/** The wide screen's language switch's button. */
export const languageSwitchButton = (page: Page) =>
  page.locator('header details:not([data-phone-menu]) > summary')
