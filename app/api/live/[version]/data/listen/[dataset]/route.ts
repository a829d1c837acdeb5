// Sanity's listen endpoint, on this site (sanity/live/): editors' live preview listens here with
// @sanity/client, whichever source the site reads, so no token reaches a browser and the site's
// Content-Security-Policy stays `connect-src 'self'`.
import { draftMode, headers } from 'next/headers'

import { env } from '@/lib/settings'
import { listener } from '@/sanity/live/listener'

/** Who is connecting, for the per-client limit: the nearest proxy's view, else the socket's. */
function clientOf(forwardedFor: string | null): string {
  return forwardedFor?.split(',').at(-1)?.trim() || 'direct'
}

export async function GET(
  request: Request,
  { params }: RouteContext<'/api/live/[version]/data/listen/[dataset]'>,
) {
  const { dataset } = await params
  if (dataset !== env.dataset) {
    return Response.json(
      { statusCode: 404, error: 'Not Found', message: `No dataset "${dataset}" here.` },
      { status: 404 },
    )
  }
  return listener.handle(request, {
    draftMode: (await draftMode()).isEnabled,
    client: clientOf((await headers()).get('x-forwarded-for')),
  })
}
