// Ends preview (the banner's exit link): turns draft mode off and goes back to the page.
import { draftMode } from 'next/headers'

import { handleDisableDraftMode } from '@/sanity/draft-mode'

export function GET(request: Request) {
  return handleDisableDraftMode(request, { disable: async () => (await draftMode()).disable() })
}
