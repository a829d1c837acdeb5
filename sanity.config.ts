// The Studio editors publish in, embedded at /studio (app/studio/[[...tool]]/page.tsx, through
// components/studio/) when the site reads a hosted project. The Sanity CLI reads it too, for
// `npm run typegen`. Its tools: Structure (the document lists) first, then Presentation (the site
// beside the document, in draft mode); a story's translations in its document menu.
import { documentInternationalization } from '@sanity/document-internationalization'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { internationalizedArray } from 'sanity-plugin-internationalized-array'

import { env } from './lib/settings'
import { STUDIO_BASE_PATH } from './sanity/studio-path'
import {
  CONTENT_LANGUAGES,
  FIELD_TRANSLATION_LANGUAGES,
  TRANSLATED_TYPES,
} from './sanity/i18n/languages'
import { presentationOptions } from './sanity/presentation/options'
import { schemaTypes } from './sanity/schema-types'
import { singletonSafeActions, withoutSingletonTemplates } from './sanity/singletons'
import { defaultDocumentNode, structure } from './sanity/structure'

export default defineConfig({
  name: 'default',
  title: 'The Ruum Africa',
  basePath: STUDIO_BASE_PATH,
  projectId: env.projectId,
  dataset: env.dataset,
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    presentationTool(presentationOptions),
    // A story's translations are documents of their own, linked by a translation.metadata
    // document; the story's menu lists them and adds one.
    documentInternationalization({
      supportedLanguages: CONTENT_LANGUAGES,
      schemaTypes: [...TRANSLATED_TYPES],
      weakReferences: true,
    }),
    // Short fields (a category's title, a bio) keep their translations beside them.
    internationalizedArray({
      languages: FIELD_TRANSLATION_LANGUAGES,
      fieldTypes: ['string', 'text'],
      buttonAddAll: false,
      languageDisplay: 'titleOnly',
    }),
  ],
  schema: { types: schemaTypes, templates: withoutSingletonTemplates },
  document: {
    actions: (actions, { schemaType }) => singletonSafeActions(actions, schemaType),
  },
})
