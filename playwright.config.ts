import { defineConfig, devices } from '@playwright/test'

import { browserExecutable, CHROMIUM_FLAGS } from './tests/support/browser'

// An unusual port on loopback, so a developer's own `npm run dev` on 3000 is never hit.
const port = Number(process.env.E2E_PORT ?? 3217)
const baseURL = `http://127.0.0.1:${port}`
const executablePath = browserExecutable()

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: executablePath ? { executablePath, args: CHROMIUM_FLAGS } : {},
  },
  projects: [
    // Tests tagged @phone exercise what exists only on small screens.
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grepInvert: /@phone/ },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // Serves the production build that `npm test` made just before.
    command: `npx next start --hostname 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
})
