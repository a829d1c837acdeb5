// The bytes of an image URL that urlForImage built, for the server's own use (a link preview's
// card): from the embedded sample's drawing code in process with the local source (no request to
// itself, which a build could not answer), else from Sanity's image CDN, within a time limit.
import 'server-only'

import { env, LOCAL_IMAGE_BASE_URL } from '@/lib/settings'

/** A slow CDN must not hold a render: past this the card is drawn without its photograph. */
const FETCH_TIMEOUT_MS = 10_000

/** The image at `url`, or null when it cannot be had (the caller draws without it). */
export async function imageBytes(url: string): Promise<Buffer | null> {
  try {
    if (env.contentSource === 'local') {
      const parsed = new URL(url, 'http://local')
      const [projectId = '', dataset = '', file = ''] = parsed.pathname
        .slice(`${LOCAL_IMAGE_BASE_URL}/images/`.length)
        .split('/')
      const { sampleImageResponse } = await import('@/sanity/sample/image-response')
      const response = await sampleImageResponse({ projectId, dataset, file }, parsed.searchParams)
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null
  } catch (error) {
    console.error(`Could not read the image ${url} for a link preview:`, error)
    return null
  }
}
