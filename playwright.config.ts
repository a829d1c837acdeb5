import { defineConfig, devices } from '@playwright/test'

import { BROWSER_ENV, browserExecutable, CHROMIUM_FLAGS } from './tests/support/browser'
import { LITE_SERVE } from './tests/support/next-server'
import { E2E_PORT, publishSite } from './tests/support/publish-site'

// An unusual port on loopback, so a developer's own `npm run dev` on 3000 is never hit.
const port = E2E_PORT
const baseURL = `http://127.0.0.1:${port}`
const executablePath = browserExecutable()
// The tests that change content get a server of their own (tests/e2e/publish.spec.ts).
const publish = publishSite(port + 1)
const publishTests = /publish\.spec\.ts/
const desktop = { ...devices['Desktop Chrome'] }
const launchOptions = executablePath
  ? { executablePath, args: CHROMIUM_FLAGS, env: BROWSER_ENV }
  : { env: BROWSER_ENV }

/**
 * `npm run test:smoke`, the quick loop's end-to-end run (E2E_SMOKE=1): the tests tagged @smoke,
 * at one screen size, on `next dev` behind the front, as `npm run dev` serves (sample content, in
 * `.next/dev` beside any production build): no production build.
 */
const smoke = defineConfig({
  testDir: './tests/e2e',
  grep: /@smoke/,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  // A route compiles on its first request.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: { ...desktop, baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [{ name: 'smoke', testIgnore: publishTests }],
  webServer: {
    command: `npm run -s sample && node ${LITE_SERVE} node_modules/next/dist/bin/next dev --hostname 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { NEXT_TELEMETRY_DISABLED: '1', CONTENT_SOURCE: 'local' },
  },
})

const full = defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace of every test costs a fifth of the suite's time; CI retries a failure
    // once, with a trace (locally: `npx playwright test --trace on`).
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    // Tests tagged @phone exercise what exists only on small screens; those tagged @any-screen
    // (answers, links, metadata, search results) are the same on every screen, so run once.
    {
      name: 'desktop',
      use: desktop,
      grepInvert: /@phone/,
      testIgnore: publishTests,
    },
    // Tests tagged @desktop exercise what exists only on wide screens.
    {
      name: 'phone',
      grepInvert: /@desktop|@any-screen/,
      testIgnore: publishTests,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'publish',
      testMatch: publishTests,
      use: { ...devices['Desktop Chrome'], baseURL: publish.url },
    },
  ],
  webServer: [
    {
      // Serves the production build that `npm test` made just before.
      command: `node ${LITE_SERVE} node_modules/next/dist/bin/next start --hostname 127.0.0.1 --port ${port}`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    },
    {
      // A copy of that build and of the dataset, with the webhook and preview secrets: content
      // changes there never reach the server above. SIGTERM lets it remove its copies.
      command: `npx tsx tests/support/publish-server.ts ${publish.port}`,
      url: publish.url,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    },
  ],
})

export default process.env.E2E_SMOKE ? smoke : full
