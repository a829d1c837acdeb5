import type { Page } from '@playwright/test'

/**
 * Collects page errors and console errors. Links to routes built in other branches may 404
 * when prefetched here, and Chromium logs each as "Failed to load resource ... 404": only
 * other failures count.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    if (/status of 404/.test(message.text())) return
    errors.push(`console: ${message.text()}`)
  })
  return errors
}
