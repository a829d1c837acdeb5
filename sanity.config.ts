// The Studio editors publish in, embedded at /studio (app/studio/[[...tool]]/page.tsx, through
// components/studio/) when the site reads a hosted project. The Sanity CLI reads it too, for
// `npm run typegen`. Its tools: Structure (the document lists) first, then Presentation (the site
// beside the document, in draft mode).
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'

import { env } from './lib/settings'
import { STUDIO_BASE_PATH } from './sanity/studio-path'
import { presentationOptions } from './sanity/presentation/options'
import { schemaTypes } from './sanity/schema-types'
import { singletonSafeActions, withoutSingletonTemplates } from './sanity/singletons'
import { structure } from './sanity/structure'

export default defineConfig({
  name: 'default',
  title: 'The Ruum Africa',
  basePath: STUDIO_BASE_PATH,
  projectId: env.projectId,
  dataset: env.dataset,
  plugins: [structureTool({ structure }), presentationTool(presentationOptions)],
  schema: { types: schemaTypes, templates: withoutSingletonTemplates },
  document: {
    actions: (actions, { schemaType }) => singletonSafeActions(actions, schemaType),
  },
})
