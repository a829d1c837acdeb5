'use client'

// The Studio editors publish in, embedded at /studio (app/studio/[[...tool]]/page.tsx) when the
// site reads a hosted project. A client module: the config holds functions and React components,
// so a server page passes it on to the Studio as a client reference.
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'

import { env } from './sanity/env'
import { schemaTypes } from './sanity/schema-types'
import { singletonSafeActions, withoutSingletonTemplates } from './sanity/singletons'
import { structure } from './sanity/structure'

export const STUDIO_BASE_PATH = '/studio'

export default defineConfig({
  name: 'default',
  title: 'The Ruum Africa',
  basePath: STUDIO_BASE_PATH,
  projectId: env.projectId,
  dataset: env.dataset,
  plugins: [structureTool({ structure })],
  schema: { types: schemaTypes, templates: withoutSingletonTemplates },
  document: {
    actions: (actions, { schemaType }) => singletonSafeActions(actions, schemaType),
  },
})
