import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'

const config = [
  ...nextVitals,
  ...nextTs,
  // Next registers the jsx-a11y plugin with a few rules; turn on its whole recommended set.
  { files: ['**/*.{ts,tsx}'], rules: jsxA11y.flatConfigs.recommended.rules },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      // The trivial page of `npm run bench:perf` builds into its own folder.
      'tests/perf/trivial-app/.next/**',
      'tests/perf/trivial-app/next-env.d.ts',
    ],
  },
]

export default config
