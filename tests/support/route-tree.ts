import { readdirSync } from 'node:fs'
import path from 'node:path'

/** The site's pages: under the root layout that takes each page's language and mode. */
const SITE = path.join('(site)', '[locale]', '[mode]')

/** A route file of the App Router: a page, a route handler, or a metadata file at the root. */
const ROUTE_FILE = /^(page\.tsx|route\.ts)$/
const METADATA_FILES: Readonly<Record<string, string>> = {
  'robots.ts': '/robots.txt',
  'sitemap.ts': '/sitemap.xml',
  'manifest.ts': '/manifest.webmanifest',
}

export type TreeRoute = { kind: 'page' | 'other'; pattern: string; file: string }

/**
 * Every URL pattern app/ answers, read from its folders as Next routes them: route groups `(x)`
 * add nothing, `[x]` is the segment `:x`, `[[...x]]` the path without it or with any rest (`*`).
 * Pages under app/(site)/[locale]/[mode] are `page`s, named without that prefix (the proxy adds
 * it); parallel (`@x`) and intercepting (`(.)x`) routes draw another's URL and are left out.
 */
export function treeRoutes(appDir: string): TreeRoute[] {
  const all = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
  const metadata = all.flatMap((file) => {
    const pattern = METADATA_FILES[file]
    return pattern ? [{ kind: 'other' as const, pattern, file }] : []
  })
  const files = all.filter((file) => ROUTE_FILE.test(path.basename(file)))
  const routes = files.flatMap((file) => {
    const folders = path
      .dirname(file)
      .split(path.sep)
      .filter((part) => part !== '.')
    if (folders.some((part) => part.startsWith('@') || part.startsWith('(.'))) return []
    const page = path.dirname(file).startsWith(SITE)
    const segments = (page ? folders.slice(3) : folders).filter((part) => !/^\(.*\)$/.test(part))
    const optional = segments.at(-1)?.match(/^\[\[\.\.\.\w+\]\]$/)
    const fixed = (optional ? segments.slice(0, -1) : segments).map((part) =>
      part.replace(/^\[\.\.\.\w+\]$/, '*').replace(/^\[(\w+)\]$/, ':$1'),
    )
    const base = `/${fixed.join('/')}`
    const kind = page ? ('page' as const) : ('other' as const)
    const patterns = optional ? [base, `${base === '/' ? '' : base}/*`] : [base]
    return patterns.map((pattern) => ({ kind, pattern, file }))
  })
  return [...metadata, ...routes]
}

/** A pattern's shape, its segments' names aside: `/og/:locale/stories/:slug` is `/og/:/stories/:`. */
export const shapeOf = (pattern: string) => pattern.replace(/:\w+/g, ':')
