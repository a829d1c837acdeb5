import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

import { markClientComponents } from './tests/support/client-marker.mjs'

// Tests that replace modules with vi.mock: each needs a module registry of its own.
const MOCKING_TESTS = [
  'tests/unit/components/layout/data-saver-toggle.test.tsx',
  'tests/unit/sanity/content.test.ts',
  'tests/unit/sanity/image-url.test.ts',
]
const COMPONENT_TESTS = 'tests/unit/components/**/*.test.tsx'

export default defineConfig({
  plugins: [react(), markClientComponents()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside a React Server build; tests import server modules directly.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
      // Next's compiler replaces this module with the page's root params; tests set them.
      'next/root-params': fileURLToPath(new URL('./tests/support/root-params.ts', import.meta.url)),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    testTimeout: 20_000,
    // Vitest keeps one core for itself by default, which on a 2-core machine means one worker.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
          exclude: [COMPONENT_TESTS, ...MOCKING_TESTS],
          setupFiles: ['tests/support/root-params-reset.ts'],
          // These tests share no state through modules, so a worker imports each module once
          // (Sanity's, Next's) instead of once per file: half the suite's time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: [COMPONENT_TESTS],
          exclude: MOCKING_TESTS,
          setupFiles: ['tests/support/vitest-setup.ts'],
          // Each file names its environment (a DOM or none); Testing Library empties the DOM
          // after every test, so files can share a worker's modules (React's, Next's) too.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: MOCKING_TESTS,
          setupFiles: ['tests/support/vitest-setup.ts'],
        },
      },
    ],
  },
})
