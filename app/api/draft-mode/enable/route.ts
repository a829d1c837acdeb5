// The preview URL editors open: checks the secret, turns draft mode on, goes to the page.
import { draftMode } from 'next/headers'

import { MISSING_READ_TOKEN } from '@/sanity/draft-client'
import { handleEnableDraftMode } from '@/sanity/draft-mode'
import { env } from '@/sanity/env'
import { serverSecret } from '@/sanity/secrets'

export function GET(request: Request) {
  const needsToken = env.contentSource === 'sanity' && !serverSecret('SANITY_API_READ_TOKEN')
  return handleEnableDraftMode(request, {
    secret: serverSecret('SANITY_PREVIEW_SECRET'),
    unavailable: needsToken ? MISSING_READ_TOKEN : undefined,
    enable: async () => (await draftMode()).enable(),
  })
}
