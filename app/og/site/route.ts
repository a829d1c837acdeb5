// The site's own link-preview card, for pages with no photograph of their own to show (home,
// a person, the lists): its name and what it is, in the site's heading face on its ink. Drawn once,
// when the site is built.
import { storyCardImage } from '@/app/og/card-image'
import { SITE_CARD } from '@/lib/page-metadata'

export async function GET() {
  const bytes = await storyCardImage({ title: SITE_CARD.text, country: '' }, null)
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=86400',
    },
  })
}
