// The routing table (lib/routes.ts): every page's path is built from it, read back by it, and
// written nowhere else.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import {
  englishRoute,
  findPage,
  isSitePage,
  matchRoute,
  namesNothing,
  PAGE_NAMES,
  pathTo,
  photoPath,
  ROUTES,
  storiesHref,
} from '@/lib/routes'

describe('pathTo', () => {
  it('fills each segment, URL-encoded, and findPage reads the same page back', () => {
    expect(pathTo('photo', { slug: 'lions-at-dawn', n: 3 })).toBe('/stories/lions-at-dawn/photos/3')
    expect(pathTo('browse', { category: 'a b', country: "Côte d'Ivoire", page: 2 })).toBe(
      "/browse/a%20b/C%C3%B4te%20d'Ivoire/2",
    )
    for (const name of PAGE_NAMES) {
      const segments = Object.fromEntries(
        [...ROUTES[name].matchAll(/:(\w+)/g)].map(([, segment]) => [segment, '7']),
      )
      const built = pathTo(name, ...([segments] as [never]))
      expect(findPage(built)?.name, built).toBe(name)
      expect(isSitePage(built), built).toBe(true)
    }
  })

  it('refuses to build a path without a value for each segment', () => {
    // @ts-expect-error: a story's path needs its slug
    expect(() => pathTo('story')).toThrow(/:slug/)
  })

  it('matches only whole paths of the same shape', () => {
    expect(matchRoute('country', '/countries/kenya')).toEqual({ country: 'kenya' })
    expect(matchRoute('country', '/countries/kenya/x')).toBeUndefined()
    expect(matchRoute('country', '/countries/')).toBeUndefined()
    expect(findPage('/nope')).toBeUndefined()
    expect(photoPath('a', 2)).toBe('/stories/a/photos/2')
    expect(storiesHref({ category: 'travel', country: 'Kenya' }, 2)).toBe(
      '/stories?category=travel&country=Kenya&page=2',
    )
  })
})

/** The source files that build links or route requests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** A string or template literal that starts with one of the table's first segments. */
const firstSegments = [
  ...new Set(
    Object.values(ROUTES)
      .map((pattern) => pattern.split('/')[1])
      .filter(Boolean),
  ),
]
const ROUTE_LITERAL = new RegExp(`(['"\`])/(?:${firstSegments.join('|')})(?=[/?'"\`]|\\$\\{)`)

describe('route paths', () => {
  it('are written only in the routing table', () => {
    const files = [...['app', 'components', 'lib', 'sanity'].flatMap(sourceFiles), 'proxy.ts']
    const written = files
      .filter((file) => file !== path.join('lib', 'routes.ts') && !file.endsWith('.types.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
          // Comments may name a path; code may not.
          .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
          .filter(({ line }) => ROUTE_LITERAL.test(line.replace(/\s\/\/ .*$/, '')))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      )
    expect(written).toEqual([])
  })
})

describe('namesNothing', () => {
  it('finds a made-up name under a file’s route, and lets a real one through', () => {
    expect(namesNothing('/icons/192.png')).toBe(false)
    expect(namesNothing('/icons/made-up.png')).toBe(true)
    expect(namesNothing('/fr/manifest.webmanifest')).toBe(false)
    expect(namesNothing('/am/lite/manifest.webmanifest')).toBe(false)
    expect(namesNothing('/lite/manifest.webmanifest')).toBe(false)
    expect(namesNothing('/xx/manifest.webmanifest')).toBe(true)
    expect(namesNothing('/en/feed.xml')).toBe(true)
    expect(namesNothing('/ha/feed.json')).toBe(false)
    expect(namesNothing('/og/zz/site')).toBe(true)
    // A page, or a route that takes any name, is for the proxy's other checks.
    expect(namesNothing('/stories/anything')).toBe(false)
    expect(namesNothing('/og/stories/anything')).toBe(false)
  })
})

describe('englishRoute', () => {
  it('renders English’s feeds, manifests and cards at their language’s route', () => {
    expect(
      ['/feed.xml', '/feed.json', '/manifest.webmanifest', '/lite/manifest.webmanifest'].map(
        englishRoute,
      ),
    ).toEqual([
      '/en/feed.xml',
      '/en/feed.json',
      '/en/manifest.webmanifest',
      '/en/lite/manifest.webmanifest',
    ])
    expect(englishRoute('/og/stories/lions-at-dawn')).toBe('/og/en/stories/lions-at-dawn')
    expect(englishRoute('/og/site')).toBe('/og/en/site')
  })

  it('leaves another language’s files and every page as they are', () => {
    for (const path of ['/fr/feed.xml', '/og/fr/site', '/stories', '/', '/en/feed.xml']) {
      expect(englishRoute(path), path).toBeUndefined()
    }
  })
})
