// The embedded dataset's image CDN: answers the URLs @sanity/image-url builds on
// `/sample-images` with a drawn scene (see sanity/sample/image-response.ts).
import type { NextRequest } from 'next/server'

import { sampleImageResponse } from '@/sanity/sample/image-response'

type Params = { projectId: string; dataset: string; file: string }

export async function GET(request: NextRequest, context: { params: Promise<Params> }) {
  return sampleImageResponse(
    await context.params,
    request.nextUrl.searchParams,
    request.headers.get('accept'),
  )
}
