// The sitemaps as a crawler reads them: /sitemap.xml (an index), then each sitemap it names.
import type { APIRequestContext } from '@playwright/test'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url ?? '')

/** The index's XML, the sitemaps' URLs it names, and the sitemaps' XML joined. */
export async function readSitemaps(request: APIRequestContext) {
  const index = await request.get('/sitemap.xml')
  if (index.status() !== 200) throw new Error(`/sitemap.xml answered ${index.status()}`)
  const indexXml = await index.text()
  const sitemaps = locs(indexXml)
  const bodies = await Promise.all(
    sitemaps.map(async (url) => {
      // Asked of this server: the index names them on SITE_URL.
      const response = await request.get(new URL(url).pathname)
      if (response.status() !== 200) throw new Error(`${url} answered ${response.status()}`)
      return response.text()
    }),
  )
  const xml = bodies.join('\n')
  return { indexXml, sitemaps, xml, urls: locs(xml) }
}
