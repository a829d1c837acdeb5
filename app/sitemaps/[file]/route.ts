import { connection } from 'next/server'

import { conditionalResponse } from '@/lib/conditional-response'
import { sitemapFileId } from '@/lib/sitemap'
import { siteSitemapXml, siteSitemaps } from '@/lib/site-sitemap'

// One of the sitemaps /sitemap.xml names, at /sitemaps/<id>.xml. A route of our own rather than
// Next's generateSitemaps, which renders and stores a 404 for every id a stranger makes up. Per
// request (a crawler whose copy is current gets a 304); the XML itself is cached.
export async function GET(request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  // Answered per request: the build does not read the whole archive to prerender it.
  await connection()
  const id = sitemapFileId((await params).file)
  const sitemap = (await siteSitemaps()).find((each) => each.id === id)
  if (id === undefined || !sitemap) return new Response('Not Found', { status: 404 })
  return conditionalResponse(request, await siteSitemapXml(id), {
    contentType: 'application/xml; charset=utf-8',
    lastModified: sitemap.lastModified ? new Date(sitemap.lastModified) : undefined,
  })
}
