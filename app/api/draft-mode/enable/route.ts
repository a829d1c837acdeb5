// The preview URL editors open: checks the secret (the site's own, or the one the Studio's
// Presentation tool sends), turns draft mode on, goes to the page.
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { draftMode } from 'next/headers'

import { draftClient, MISSING_READ_TOKEN } from '@/sanity/hosted/draft-client'
import { handleEnableDraftMode } from '@/sanity/draft-mode'
import { env } from '@/lib/settings'
import { serverSecret } from '@/lib/settings'

export function GET(request: Request) {
  const hosted = env.contentSource === 'sanity'
  const needsToken = hosted && !serverSecret('SANITY_API_READ_TOKEN')
  return handleEnableDraftMode(request, {
    secret: serverSecret('SANITY_PREVIEW_SECRET'),
    unavailable: needsToken ? MISSING_READ_TOKEN : undefined,
    // Sanity keeps the Presentation tool's secret in the project; the embedded dataset has none.
    checkSanityPreview: hosted ? (url) => validatePreviewUrl(draftClient(), url) : undefined,
    enable: async () => (await draftMode()).enable(),
  })
}
