// Before the end-to-end tests: make sure there is a Chromium to drive, and say how to get one.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { browserExecutable } from '@/tests/support/browser'

const named = browserExecutable()
if (named) {
  if (!existsSync(named)) {
    console.error(`The browser named for the tests does not exist: ${named}`)
    process.exit(1)
  }
  console.log(`e2e browser: ${named}`)
} else if (existsSync(chromium.executablePath())) {
  console.log(`e2e browser: Playwright's Chromium (${chromium.executablePath()})`)
} else {
  console.log("No Chromium found: installing Playwright's own (needs the internet)…")
  try {
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' })
  } catch {
    console.error(
      'Could not install a browser. Install Chromium (Debian: apt-get install chromium) or set CHROME_PATH.',
    )
    process.exit(1)
  }
}
