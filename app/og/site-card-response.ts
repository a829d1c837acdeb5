// The site's own link-preview card, for pages with no photograph of their own to show (home, a
// person, the lists): what the site is, in the page's language and the site's heading face, on
// its ink. Drawn once per language and kept.
import 'server-only'

import { cacheLife } from 'next/cache'

import { storyCardImage } from '@/app/og/card-image'
import type { Locale } from '@/lib/i18n/locales'
import { translator } from '@/lib/i18n/translator'

async function siteCard(language: Locale): Promise<string> {
  'use cache'
  cacheLife('max')
  const title = translator(language)('card.site')
  return (await storyCardImage({ title, country: '', language }, null)).toString('base64')
}

export async function siteCardResponse(language: Locale): Promise<Response> {
  const bytes = Buffer.from(await siteCard(language), 'base64')
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=86400',
    },
  })
}
