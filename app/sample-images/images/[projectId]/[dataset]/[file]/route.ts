// The embedded dataset's image CDN: answers the URLs @sanity/image-url builds on `/sample-images`
// with a drawn scene (see sanity/sample/image-response.ts). Only with the local source: a site on
// hosted Sanity has Sanity's CDN, and never loads the drawing code.
import type { NextRequest } from 'next/server'

import { env } from '@/lib/settings'

type Params = { projectId: string; dataset: string; file: string }

export async function GET(request: NextRequest, context: { params: Promise<Params> }) {
  if (env.contentSource !== 'local') {
    return new Response('Not found.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const { sampleImageResponse } = await import('@/sanity/sample/image-response')
  return sampleImageResponse(await context.params, request.nextUrl.searchParams)
}
