import { existsSync } from 'node:fs'

const DEBIAN_FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox']

/** The Firefox the smoke test drives: FIREFOX_PATH, else Debian's; a clear error without one. */
export function firefoxExecutable(): string {
  const named = process.env.FIREFOX_PATH
  const found = named ?? DEBIAN_FIREFOX.find((path) => existsSync(path))
  if (!found || !existsSync(found)) {
    throw new Error(
      `No Firefox at ${found ?? DEBIAN_FIREFOX.join(' or ')}: install it (Debian: apt-get install firefox-esr) or set FIREFOX_PATH.`,
    )
  }
  return found
}
