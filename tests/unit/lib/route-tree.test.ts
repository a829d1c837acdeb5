// The routing table (lib/routes.ts) against app/'s folders: a route added to one and not the
// other fails here, so the proxy never meets a route it does not know, nor knows one that is gone.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { MISSING_ROUTE, OTHER_ROUTES, ROUTES } from '@/lib/routes'
import { nonEmpty } from '@/tests/support/non-empty'
import { shapeOf, treeRoutes } from '@/tests/support/route-tree'

const tree = treeRoutes(path.join(process.cwd(), 'app'))

/** The paths proxy.ts's matcher leaves out: it never sees them, so the table need not know them. */
const matcher = readFileSync('proxy.ts', 'utf8').match(/matcher: '([^']+)'/)?.[1] ?? ''
const proxySees = (pattern: string) => new RegExp(`^${matcher}$`).test(pattern)

const shapes = (patterns: Iterable<string>) => [...new Set([...patterns].map(shapeOf))].sort()

describe('the routing table and app/', () => {
  it('has a page row for every page folder, and a folder for every page row', () => {
    const pages = tree.filter((route) => route.kind === 'page').map((route) => route.pattern)
    expect(shapes(nonEmpty(pages))).toEqual(shapes([...Object.values(ROUTES), MISSING_ROUTE]))
  })

  it('has a row for every other route the proxy sees, and a folder for every row but Next’s own', () => {
    const others = tree.filter((route) => route.kind === 'other').map((route) => route.pattern)
    // English's files have no folder: the proxy renders them at their language's route.
    const rows = OTHER_ROUTES.filter((route) => route.pattern !== '/_next/*' && !route.english)
    const english = OTHER_ROUTES.flatMap((route) => route.english ?? [])
    expect(shapes(nonEmpty(others).filter(proxySees))).toEqual(shapes(rows.map((r) => r.pattern)))
    expect(nonEmpty(english).filter((route) => !shapes(others).includes(shapeOf(route)))).toEqual(
      [],
    )
  })

  it('reads the matcher: the webhook and the health check are the routes the proxy never sees', () => {
    const unseen = tree.filter((route) => !proxySees(route.pattern)).map((route) => route.pattern)
    expect(unseen.sort()).toEqual(['/api/health', '/api/revalidate'])
  })
})
