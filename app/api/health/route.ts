// For a load balancer and Docker's HEALTHCHECK: 200 while this instance serves pages as readers
// should get them, with the content source and the shared cache's state. An instance whose Redis
// is away still serves (from its own cache), so that is `"sharedCache": "down"` in a 200, not a
// failure. One started without its front (lib/lite/serve.mjs: `next start` or server.js alone)
// would send data saver's pages with the whole framework: a 503 that says so. No secrets.
import { headers } from 'next/headers'
import { connection } from 'next/server'

import { FRONT_HEADER, FRONT_TOKEN_ENV } from '@/lib/lite/front-token.mjs'
import { sharedCacheState } from '@/lib/shared-cache/status'
import { env } from '@/lib/settings'

const NO_STORE = { 'cache-control': 'no-store' }

export async function GET() {
  await connection()
  const token = process.env[FRONT_TOKEN_ENV]
  const throughFront = Boolean(token) && (await headers()).get(FRONT_HEADER) === token
  if (!throughFront) {
    return Response.json(
      {
        status: 'unhealthy',
        reason:
          'Started without its front: data saver pages would carry the framework. Start with `node lib/lite/serve.mjs`.',
      },
      { status: 503, headers: NO_STORE },
    )
  }
  return Response.json(
    { status: 'ok', content: env.contentSource, sharedCache: sharedCacheState() },
    { headers: NO_STORE },
  )
}
