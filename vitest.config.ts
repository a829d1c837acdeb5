import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

import { markClientComponents } from './tests/support/client-marker.mjs'

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
    // Each test file in a module registry of its own (Vitest's default): no file sees the
    // module state another left (a mock, the page's root params). About 40% slower than sharing.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
          exclude: [COMPONENT_TESTS],
          setupFiles: ['tests/support/root-params-reset.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Each file names its environment (a DOM or none).
          name: 'components',
          include: [COMPONENT_TESTS],
          setupFiles: ['tests/support/vitest-setup.ts'],
        },
      },
    ],
  },
})
