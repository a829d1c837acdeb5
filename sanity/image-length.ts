// How many bytes an image file is, for a feed's enclosures: RSS requires the length, and 0 is a
// guess a podcatcher cannot plan a download by. Read once per file and remembered: a file's URL
// names its asset and its crop, so its bytes never change. Unknown (the CDN away), it is
// undefined, and the feed leaves that enclosure out rather than state a wrong length.
import 'server-only'

import { imageBytes } from '@/sanity/image-bytes'

/** Files remembered: a feed's 20 covers in each of five languages, with room to spare. */
const REMEMBERED = 500
const known = new Map<string, number>()

export async function imageLength(url: string): Promise<number | undefined> {
  const remembered = known.get(url)
  if (remembered !== undefined) return remembered
  const bytes = await imageBytes(url)
  if (!bytes) return undefined
  if (known.size >= REMEMBERED) known.delete(known.keys().next().value ?? '')
  known.set(url, bytes.byteLength)
  return bytes.byteLength
}
