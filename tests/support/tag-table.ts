// The "which pages each change refreshes" table (in TAG_TABLE_FILE), worked out from the code, so
// it cannot drift: the tags each getter in sanity/content.ts puts on what it reads (and any other module
// that tags a read itself), the getters each route file reaches through its imports and its
// layouts, and the tags a changed document touches (sanity/tags.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { tagsFor, TAGS } from '@/sanity/tags'

const ROOT = process.cwd()

/** The page the table sits in: `npm run docs:tags` writes it there, then formats it with prettier. */
export const TAG_TABLE_FILE = 'docs/publishing-and-preview.md'
/** The markers around the table in TAG_TABLE_FILE. */
export const TAG_TABLE_MARKERS = [
  '<!-- tag-table: npm run docs:tags -->',
  '<!-- /tag-table -->',
] as const
const CONTENT = 'sanity/content.ts'
/** Where content.ts's getters derive what a page shows of a read of the whole archive. */
const VIEWS = 'sanity/archive-views.ts'
const ROUTE_FILE = /^(page|layout|default|not-found|route|sitemap|robots)\.tsx?$/

/** Route files the proxy reaches by rewriting another URL: the URL a reader sees. */
const SHOWN_AS: Record<string, string> = {
  '/browse/[category]/[country]/[page]': '/stories?category=&country=&page=',
  '/latest/[page]': '/latest?page=',
  '/search/[[...query]]': '/search',
  // (MISSING_ROUTE: the 404 page.)
  '/missing': '404 page',
}

/** Rendered on every request and never cached, so no publish has anything to refresh there. */
const UNCACHED = new Set(['/browse/no-match'])

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

/** The tags an expression names: `TAGS.x`, `LIST_TAGS` (sanity/tags.ts), `storyTag(`. */
function tagsNamed(code: string, listTags: readonly string[]): Set<string> {
  const tags = new Set<string>()
  for (const [, name] of code.matchAll(/\bTAGS\.(\w+)/g)) {
    const tag = name && TAGS[name as keyof typeof TAGS]
    if (tag) tags.add(tag)
  }
  if (/\bLIST_TAGS\b/.test(code)) for (const tag of listTags) tags.add(tag)
  if (/\bstoryTag\(/.test(code)) tags.add('story:<slug>')
  return tags
}

/** Each function `start` finds in `code`, by name, with its body (up to the next one). */
function bodiesOf(code: string, start: RegExp): Array<[string, string]> {
  const starts = [...code.matchAll(start)]
  return starts.map((match, i) => [match[1] ?? '', code.slice(match.index, starts[i + 1]?.index)])
}

/**
 * Each getter of sanity/content.ts with the tags it reads under, its own and its callees': other
 * getters, and the functions of sanity/archive-views.ts it derives its result with.
 */
function getterTags(): Map<string, Set<string>> {
  const listTags = [
    ...tagsNamed(/const LIST_TAGS = \[([^\]]*)\]/.exec(read('sanity/tags.ts'))?.[1] ?? '', []),
  ]
  const bodies = new Map([
    // `export const getStoryRoute = cache(async function getStoryRoute(` too (React's cache).
    ...bodiesOf(read(CONTENT), /^export (?:const \w+ = cache\()?(?:async )?function (\w+)/gm),
    ...bodiesOf(read(VIEWS), /^(?:export )?(?:async )?function (\w+)/gm),
  ])
  const resolved = new Map<string, Set<string>>()
  const resolve = (name: string, seen: Set<string>): Set<string> => {
    const known = resolved.get(name)
    if (known) return known
    const body = bodies.get(name) ?? ''
    const tags = tagsNamed(body, listTags)
    for (const [, callee] of body.matchAll(/\b(\w+)\(/g)) {
      if (callee && callee !== name && bodies.has(callee) && !seen.has(callee)) {
        for (const tag of resolve(callee, new Set([...seen, name]))) tags.add(tag)
      }
    }
    resolved.set(name, tags)
    return tags
  }
  for (const name of bodies.keys()) resolve(name, new Set())
  return resolved
}

function resolveImport(specifier: string): string | undefined {
  const base = specifier.slice(2)
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) =>
    existsSync(path.join(ROOT, file)),
  )
}

/** The tags a route file's content depends on, through every module it imports. */
function routeTags(file: string, getters: Map<string, Set<string>>): Set<string> {
  const tags = new Set<string>()
  const seen = new Set<string>()
  const visit = (module: string) => {
    if (seen.has(module) || module === CONTENT || module === VIEWS) return
    seen.add(module)
    const code = read(module)
    // A module that tags its own reads (the search index, the Open Graph image).
    if (/\b(sanityFetch|cacheTag)\(/.test(code)) {
      for (const tag of tagsNamed(code, [])) tags.add(tag)
    }
    for (const [, names] of code.matchAll(/import \{([^}]*)\} from '@\/sanity\/content'/g)) {
      for (const name of (names ?? '').split(',').map((n) => n.trim())) {
        for (const tag of getters.get(name) ?? []) tags.add(tag)
      }
    }
    for (const [, specifier] of code.matchAll(/from '(@\/[^']+)'/g)) {
      const target = specifier && resolveImport(specifier)
      if (target) visit(target)
    }
  }
  visit(file)
  return tags
}

function routeFiles(dir = 'app'): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) return routeFiles(file)
    return ROUTE_FILE.test(entry.name) ? [file] : []
  })
}

/** `app/(site)/[locale]/[mode]/latest/[page]/page.tsx` → `/latest/[page]`; layouts are not pages. */
function urlOf(file: string): string | undefined {
  const name = path.basename(file).replace(/\.tsx?$/, '')
  if (name === 'layout') return undefined
  const segments = path
    .dirname(file)
    .split('/')
    .slice(1)
    .filter((s) => !/^\(.*\)$/.test(s) && s !== '[locale]' && s !== '[mode]' && !s.startsWith('@'))
  if (name === 'not-found') return '404 page'
  if (name === 'sitemap' || name === 'robots')
    segments.push(`${name}.xml`.replace('robots.xml', 'robots.txt'))
  const url = `/${segments.join('/')}`.replace(/\/\(\.\)/, '/')
  return SHOWN_AS[url] ?? url
}

/** Every page (and cached route) with the tags its content depends on, its layouts' included. */
export function pagesWithTags(): Map<string, Set<string>> {
  const getters = getterTags()
  const files = routeFiles()
  const layouts = files.filter((file) => path.basename(file).startsWith('layout.'))
  const pages = new Map<string, Set<string>>()
  for (const file of files) {
    const url = urlOf(file)
    if (!url || UNCACHED.has(url) || url.startsWith('/api/') || url.startsWith('/sample-images/')) {
      continue
    }
    const tags = routeTags(file, getters)
    for (const layout of layouts) {
      if (file.startsWith(path.dirname(layout) + '/')) {
        for (const tag of routeTags(layout, getters)) tags.add(tag)
      }
    }
    const merged = pages.get(url) ?? new Set<string>()
    for (const tag of tags) merged.add(tag)
    pages.set(url, merged)
  }
  return pages
}

const code = (text: string) => `\`${text}\``

/** The table: for each document type, the tags its publish marks and the pages they reach. */
export function tagTable(): string {
  return tagTableRows()
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n')
}

/** The table's cells, row by row, its header first. */
export function tagTableRows(): string[][] {
  const pages = pagesWithTags()
  const rows = Object.values(TAGS).map((type) => {
    const tags = tagsFor({
      _type: type,
      _id: type,
      slug: '<slug>',
      previousSlug: '<previous slug>',
    })
    const reached = [...pages]
      .filter(([, pageTags]) => tags.some((tag) => pageTags.has(tag)))
      .map(([url]) => url)
      .sort()
    const shown = reached.length === pages.size ? 'Every page' : reached.map(code).join(', ')
    return [code(type), tags.map(code).join(', '), shown]
  })
  return [['Document', 'Tags', 'Pages'], ['---', '---', '---'], ...rows]
}
