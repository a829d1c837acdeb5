// Sanity's webhook: verifies it, then marks stale the cache tags of what changed (sanity/revalidate.ts).
import { revalidateTag } from 'next/cache'

import { handleRevalidateWebhook } from '@/sanity/revalidate'
import { serverSecret } from '@/lib/settings'

export function POST(request: Request) {
  return handleRevalidateWebhook(request, {
    secret: serverSecret('SANITY_REVALIDATE_SECRET'),
    now: Date.now(),
    // 'max': the next visit gets the old page at once while the new one renders.
    revalidate: (tag) => revalidateTag(tag, 'max'),
  })
}

// The proxy does not see this route (so a large body is refused unread, above); Next's own 405
// for the other methods names no Allow header, so this one does.
const onlyPost = () =>
  new Response('Only POST is allowed here.\n', {
    status: 405,
    headers: { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' },
  })
export { onlyPost as DELETE, onlyPost as GET, onlyPost as PATCH, onlyPost as PUT }
