import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Tests that run Next (`next start` on a build, or `next dev`) and talk to it over HTTP on
// 127.0.0.1: slow, so kept out of `npm run test:unit`, and run one file at a time.
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
      'next/root-params': fileURLToPath(new URL('./tests/support/root-params.ts', import.meta.url)),
    },
  },
  test: {
    include: ['tests/server/**/*.test.ts'],
    globals: true,
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
})
