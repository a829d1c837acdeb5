import { existsSync } from 'node:fs'
import path from 'node:path'

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

// Debian's build of the headless shell that Playwright itself runs headless: the same engine
// without the browser's UI, so a page load costs about half the CPU of the full browser.
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const SYSTEM_CHROMIUM = '/usr/bin/chromium'

function namedBrowser(): string | undefined {
  return process.env.CHROME_PATH || process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH || undefined
}

/**
 * The browser the tests drive: one named by CHROME_PATH or PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
 * else Debian's Chromium headless shell or Chromium when installed, else undefined (Playwright's
 * own browser).
 */
export function browserExecutable(): string | undefined {
  return namedBrowser() ?? [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) => existsSync(path))
}

/** The whole browser, for Lighthouse, whose figures are defined on Chrome itself. */
export function chromeExecutable(): string | undefined {
  return namedBrowser() ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined)
}

/**
 * The environment of the browser the tests launch (from the repository's root): on Linux,
 * fontconfig reads the phone's faces the machine may lack (tests/support/phone-fonts.conf) beside
 * its own.
 */
export const BROWSER_ENV: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(process.env).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, value] as const],
    ),
  ),
  FONTCONFIG_FILE: path.resolve('tests/support/phone-fonts.conf'),
}
