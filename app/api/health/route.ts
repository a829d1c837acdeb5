// For a load balancer and Docker's HEALTHCHECK: 200 while this instance serves pages, with the
// content source and the shared cache's state. An instance whose Redis is away still serves (from
// its own cache), so that is `"sharedCache": "down"` in a 200, not a failure. No secrets.
import { connection } from 'next/server'

import { sharedCacheState } from '@/lib/shared-cache/status'
import { env } from '@/lib/settings'

export async function GET() {
  await connection()
  return Response.json(
    { status: 'ok', content: env.contentSource, sharedCache: sharedCacheState() },
    { headers: { 'cache-control': 'no-store' } },
  )
}
