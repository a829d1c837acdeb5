// The Sanity CLI's settings: the project and dataset (from the site's own settings), and where
// `npm run typegen` writes the extracted schema and the generated types.
import { defineCliConfig } from 'sanity/cli'

import { env } from '@/lib/settings'

// `npm run typegen:check` points this at a scratch folder, to compare a fresh run with the
// committed files; everyone else gets TypeGen's own default places, at the project's root, apart
// from the code written by hand.
const outDir = process.env.SANITY_TYPEGEN_DIR || '.'

export default defineCliConfig({
  api: { projectId: env.projectId, dataset: env.dataset },
  schemaExtraction: {
    path: `${outDir}/schema.json`,
    // A field the schema requires is non-optional in the generated types.
    enforceRequiredFields: true,
  },
  typegen: {
    path: ['./sanity/**/*.ts', './app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
    schema: `${outDir}/schema.json`,
    generates: `${outDir}/sanity.types.ts`,
    // Types `client.fetch(query)` by the query string itself, with no registration by hand.
    overloadClientMethods: true,
  },
})
