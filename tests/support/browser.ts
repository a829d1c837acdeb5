import { existsSync } from 'node:fs'

/** Flags Chromium needs on a locked-down Linux box (root, no GPU, no outside network). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/**
 * The browser the tests drive: one named by CHROME_PATH or PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
 * else Debian's Chromium when installed, else undefined (Playwright's own browser).
 */
export function browserExecutable(): string | undefined {
  const named = process.env.CHROME_PATH || process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH
  if (named) return named
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined
}
