// The byte gate's own test: one page of the site made heavier the way a new dependency or a tag
// would, by a proxy in front of the site (altered-site.ts): HEAVIER_SCRIPT_BYTES of JavaScript,
// and a web font preloaded that no text on the page is drawn in. The gate must name that page for
// each.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { scriptTag, startAlteredSite } from '@/tests/perf/altered-site'
import { KB } from '@/tests/perf/budgets'

export const HEAVIER_SCRIPT_BYTES = 60 * KB
export const HEAVIER_SCRIPT_PATH = '/__heavier.js'
export const UNUSED_FONT_PATH = '/__unused-font.woff2'
/** A font file no @font-face of the site names. */
const UNUSED_FONT_FILE =
  'node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2'

/**
 * A script of `bytes` bytes that no compression shrinks (random letters in a string), so it
 * weighs that much over the wire as the proxy serves it.
 */
export function heavierScript(bytes: number): string {
  const frame = ['void "', '"']
  const filler = randomBytes(bytes)
    .toString('base64')
    .slice(0, bytes - frame.join('').length)
  return `${frame[0]}${filler}${frame[1]}`
}

/** Serves `upstream` on 127.0.0.1:`port`, with `pagePath` made heavier. */
export const startHeavierSite = (upstream: string, port: number, pagePath: string) =>
  startAlteredSite(upstream, port, {
    pagePath,
    head:
      scriptTag(HEAVIER_SCRIPT_PATH) +
      `<link rel="preload" href="${UNUSED_FONT_PATH}" as="font" type="font/woff2" crossorigin="">`,
    assets: {
      [HEAVIER_SCRIPT_PATH]: {
        contentType: 'text/javascript',
        body: heavierScript(HEAVIER_SCRIPT_BYTES),
      },
      [UNUSED_FONT_PATH]: { contentType: 'font/woff2', body: readFileSync(UNUSED_FONT_FILE) },
    },
  })
