import { manifestParams, otherLanguageManifest } from '@/lib/web-manifest'

// Data saver's manifest in another language (/fr/lite/manifest.webmanifest); English's is
// /lite/manifest.webmanifest (app/lite).
export const generateStaticParams = manifestParams

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/lite/manifest.webmanifest'>,
) {
  return otherLanguageManifest((await params).locale, 'lite')
}
