// The Studio's Presentation tool: the site beside the document being edited, in draft mode. It
// turns draft mode on through Sanity's own preview-URL secret (app/api/draft-mode/enable).
import type { PresentationPluginOptions } from 'sanity/presentation'

import { locations } from '@/sanity/presentation/locations'
import { mainDocuments } from '@/sanity/presentation/main-documents'

export const presentationOptions = {
  previewUrl: {
    previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
  },
  resolve: { locations, mainDocuments },
} satisfies PresentationPluginOptions
