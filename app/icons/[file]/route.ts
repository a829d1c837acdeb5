import { appIconPng } from '@/lib/app-icon-png'
import { APP_ICONS, findAppIcon } from '@/lib/app-icons'

// The manifest's home-screen icons, drawn from the site's mark (lib/app-icons.ts) once, at build.
export function generateStaticParams() {
  return APP_ICONS.map(({ file }) => ({ file }))
}

/** Cached: drawing is the kind of work a prerender leaves to request time otherwise. */
async function iconBytes(file: string): Promise<Uint8Array<ArrayBuffer> | null> {
  'use cache'
  const icon = findAppIcon(file)
  return icon ? Uint8Array.from(await appIconPng(icon)) : null
}

export async function GET(_request: Request, { params }: RouteContext<'/icons/[file]'>) {
  const bytes = await iconBytes((await params).file)
  if (!bytes) {
    return new Response('No such icon.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return new Response(bytes, { headers: { 'content-type': 'image/png' } })
}
