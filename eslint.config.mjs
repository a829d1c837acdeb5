import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'

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
      'public/ruum-lite.*.js',
    ],
  },
]

export default config
