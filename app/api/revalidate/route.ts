// Sanity's webhook: verifies it, then marks stale the cache tags of what changed (sanity/revalidate.ts).
import { revalidateTag } from 'next/cache'

import { handleRevalidateWebhook } from '@/sanity/revalidate'
import { serverSecret } from '@/sanity/secrets'

export function POST(request: Request) {
  return handleRevalidateWebhook(request, {
    secret: serverSecret('SANITY_REVALIDATE_SECRET'),
    now: Date.now(),
    // 'max': the next visit gets the old page at once while the new one renders.
    revalidate: (tag) => revalidateTag(tag, 'max'),
  })
}
