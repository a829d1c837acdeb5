import { connection } from 'next/server'

import { conditionalResponse } from '@/lib/conditional-response'
import { newest, sitemapIndexXml } from '@/lib/sitemap'
import { siteSitemaps } from '@/lib/site-sitemap'

// The sitemap index robots.txt names: every sitemap (app/sitemaps/[file]) with its latest change; per
// request, so a crawler whose copy is current gets a 304.
export async function GET(request: Request) {
  // Answered per request: the build does not read the whole archive to prerender it.
  await connection()
  const sitemaps = await siteSitemaps()
  const latest = newest(sitemaps.flatMap(({ lastModified }) => lastModified ?? []))
  return conditionalResponse(request, sitemapIndexXml(sitemaps), {
    contentType: 'application/xml; charset=utf-8',
    lastModified: latest ? new Date(latest) : undefined,
  })
}
