import { manifestParams, otherLanguageManifest } from '@/lib/web-manifest'

// Another language's manifest (lib/web-manifest.ts: anything else here is a 404).
export const generateStaticParams = manifestParams

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/manifest.webmanifest'>,
) {
  return otherLanguageManifest((await params).locale, 'full')
}
