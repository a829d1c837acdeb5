import { manifestParams, languageManifest } from '@/lib/web-manifest'

// Data saver's manifest in a language (/fr/lite/manifest.webmanifest); English's is
// /lite/manifest.webmanifest, which the proxy renders here.
export const generateStaticParams = manifestParams

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/lite/manifest.webmanifest'>,
) {
  return languageManifest((await params).locale, 'lite')
}
