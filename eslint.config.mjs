import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import playwright from 'eslint-plugin-playwright'
import vitest from '@vitest/eslint-plugin'

import { LITE_SCRIPT_STEM } from './lib/lite/script-name.mjs'
import expectInLoops from './tests/support/lint/expect-in-loops.mjs'

const config = [
  ...nextVitals,
  ...nextTs,
  // Next registers the jsx-a11y plugin with a few rules; turn on its whole recommended set.
  { files: ['**/*.{ts,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    // One import style: from the project root (`@/…`), so an import reads the same in every file
    // and moving a file changes no import in it. Files read by tools that do not know the alias
    // import relatively: the root config files and what they import (Next's config loader and
    // Tailwind's), and the shared cache's and data saver's .mjs files, which Node loads unbundled.
    files: ['{app,components,lib,sanity,tests}/**/*.{ts,tsx}'],
    ignores: [
      'tests/perf/trivial-app/**',
      'lib/image-sizes.ts',
      'lib/lite/script-file.ts',
      // The build's dataset server (next.config.ts starts it) and the embedded source it serves.
      'sanity/local/{dataset-server,local-source,local-index,local-narrow,dataset-path}.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.{1,2}/', message: 'Import from the root: @/…' }] },
      ],
    },
  },
  {
    // A test asserts on every run: no expect that a branch can skip, no quiet window or network
    // idle standing in for the event a negative check waits on.
    files: ['tests/e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-conditional-expect': 'error',
      'playwright/no-networkidle': 'error',
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-skipped-test': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
  {
    files: ['tests/{unit,integration,server,perf}/**/*.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/no-conditional-expect': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
  {
    files: ['tests/{e2e,unit,integration,server,perf}/**/*.{ts,tsx}'],
    plugins: { tests: { rules: { 'expect-in-loops': expectInLoops } } },
    rules: { 'tests/expect-in-loops': 'error' },
  },
  {
    ignores: [
      '.next/**',
      '.next-empty-dataset/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      // The trivial page of `npm run test:bytes` and `bench:perf` builds into its own folder.
      'tests/perf/trivial-app/.next/**',
      'tests/perf/trivial-app/next-env.d.ts',
      // The service worker's bundle (`npm run worker`); its source is lib/offline/service-worker.ts.
      'public/sw.js',
      // Data saver's script's bundle (`npm run lite-script`); its source is lib/lite/enhance.ts.
      `public/${LITE_SCRIPT_STEM}*.js`,
    ],
  },
]

export default config
