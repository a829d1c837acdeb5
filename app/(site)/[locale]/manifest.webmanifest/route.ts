import { manifestParams, languageManifest } from '@/lib/web-manifest'

// A language's manifest; English's is /manifest.webmanifest, which the proxy renders here.
export const generateStaticParams = manifestParams

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/manifest.webmanifest'>,
) {
  return languageManifest((await params).locale, 'full')
}
