// Whether a request carries this build's draft-mode cookie, for the proxy: there, unlike in pages
// and route handlers, Next's draftMode() is not given the build's preview id under `next start`,
// so it cannot tell an editor's cookie from a made-up one. The check is Next's own: the cookie
// equals the build's previewModeId (in <distDir>/server/preview-props.json).
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { sameSecret } from '@/lib/same-secret'
import { distDir } from '@/lib/settings'

/** Next's draft-mode cookie. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

function readPreviewModeId(): string | undefined {
  const file = path.join(
    /* turbopackIgnore: true */ process.cwd(),
    distDir(),
    // `next dev` keeps its output apart from the build's, in <distDir>/dev.
    process.env.NODE_ENV === 'development' ? 'dev' : '',
    'server',
    'preview-props.json',
  )
  try {
    const props: unknown = JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8'))
    if (typeof props === 'object' && props !== null && 'previewModeId' in props) {
      return typeof props.previewModeId === 'string' ? props.previewModeId : undefined
    }
  } catch (error) {
    // Without it no cookie passes: previews of unpublished stories 404, nothing else changes.
    console.error('Could not read the build’s preview id:', error)
  }
  return undefined
}

let previewModeId: string | undefined | null = null

export function isDraftModeCookie(value: string | undefined): boolean {
  if (previewModeId === null) previewModeId = readPreviewModeId()
  return value !== undefined && previewModeId !== undefined && sameSecret(value, previewModeId)
}
