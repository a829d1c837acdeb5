// `npm run bench:scale`: what a second instance buys. Two instances of the standalone build
// (run `npm run build` first) share one Redis on 127.0.0.1; autocannon drives the same pages at
// the same total connections, first all to one instance, then split evenly over both (as a
// round-robin balancer would). Prints req/s and p99 for each and the ratio. Both instances and
// the load share this machine's cores, so the ratio says what sharing costs here, not what a
// second machine would add.
import { loadTable, runLoad, type LoadRow } from '@/tests/support/autocannon-load'
import { publishedStories } from '@/tests/support/dataset'
import { startCluster } from '@/tests/support/scale-cluster'
import type { Instance } from '@/tests/support/standalone-site'

const CONNECTIONS = 50
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20)

/** Sums concurrent runs into one row: requests add up, the worst p99 stands. */
function combined(name: string, rows: readonly LoadRow[]): LoadRow {
  return {
    name,
    rps: rows.reduce((sum, row) => sum + row.rps, 0),
    p50: Math.max(...rows.map((row) => row.p50)),
    p99: Math.max(...rows.map((row) => row.p99)),
    errors: rows.reduce((sum, row) => sum + row.errors, 0),
    non2xx: rows.reduce((sum, row) => sum + row.non2xx, 0),
  }
}

async function main() {
  const cluster = await startCluster(['bench-scale-0', 'bench-scale-1'])
  try {
    const stories = publishedStories(cluster.documents).slice(0, 10)
    const pages = ['/', '/latest', '/stories', ...stories.map((s) => `/stories/${s.slug.current}`)]
    // Every page once on each, so the runs measure serving, not first renders.
    for (const instance of cluster.instances) {
      for (const page of pages) await fetch(`${instance.url}${page}`)
    }
    const [first, second] = cluster.instances
    if (!first || !second) throw new Error('Two instances did not start.')
    const load = (instance: Instance, connections: number) =>
      runLoad(instance.url, instance.name, pages, { seconds: SECONDS, connections })

    const one = combined('one instance', [await load(first, CONNECTIONS)])
    const two = combined(
      'two instances (round robin)',
      await Promise.all([load(first, CONNECTIONS / 2), load(second, CONNECTIONS / 2)]),
    )
    console.log(
      `\nbench:scale: ${pages.length} pages, ${CONNECTIONS} connections, ${SECONDS} s each, ` +
        `one shared Redis\n`,
    )
    console.log(loadTable([one, two]))
    console.log(
      `\ntwo / one: req/s ×${(two.rps / one.rps).toFixed(2)}, p99 ×${(two.p99 / one.p99).toFixed(2)}`,
    )
  } finally {
    await cluster.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
