// `npm run bench:serve`: what serving a page costs the production server beside serving a file.
// On a copy of the current build (run `npx next build` first), on 127.0.0.1: autocannon, SECONDS
// at CONNECTIONS each, on a story page, on `/`, and on the build's static file closest in size to
// the story page (both uncompressed: autocannon asks for no encoding). Prints req/s, p50/p99 and
// the story page's req/s and latency as a multiple of the static file's.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { PERF_PORTS } from '@/tests/perf/perf-ports'
import { loadTable, runLoad } from '@/tests/support/autocannon-load'
import { publishedStories } from '@/tests/support/dataset'
import { startSite } from '@/tests/support/running-site'

const CONNECTIONS = 50
const SECONDS = 20

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const times = (value: number, reference: number, digits: number) =>
  reference > 0 ? `${(value / reference).toFixed(digits)}×` : 'n/a'

/** Every file under `folder`, with its size. */
function filesUnder(folder: string): Array<{ file: string; size: number }> {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).flatMap((name) => {
    const file = path.join(folder, name)
    const info = statSync(file)
    return info.isFile() ? [{ file, size: info.size }] : []
  })
}

async function bodyBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`)
  return (await response.arrayBuffer()).byteLength
}

async function main() {
  const slug = publishedStories()[0]?.slug.current
  if (!slug) throw new Error('The dataset has no published story.')
  const story = `/stories/${slug}`
  const site = await startSite('serve', PERF_PORTS.serve.site)
  try {
    const storyBytes = await bodyBytes(`${site.url}${story}`)
    const staticFolder = path.join(site.distDir, 'static')
    const closest = filesUnder(staticFolder).reduce((best, candidate) =>
      Math.abs(candidate.size - storyBytes) < Math.abs(best.size - storyBytes) ? candidate : best,
    )
    const file = `/_next/static/${path.relative(staticFolder, closest.file).split(path.sep).join('/')}`
    // Every path once first, so the runs measure serving, not a first render.
    for (const warm of [story, '/', file]) await bodyBytes(`${site.url}${warm}`)

    const options = { seconds: SECONDS, connections: CONNECTIONS }
    const storyRow = await runLoad(site.url, `story page (${kb(storyBytes)})`, [story], options)
    const homeRow = await runLoad(
      site.url,
      `/ (${kb(await bodyBytes(`${site.url}/`))})`,
      ['/'],
      options,
    )
    const fileRow = await runLoad(site.url, `static file (${kb(closest.size)})`, [file], options)

    console.log(`\nbench:serve, ${CONNECTIONS} connections, ${SECONDS} s each\n`)
    console.log(loadTable([storyRow, homeRow, fileRow]))
    console.log(
      `\nstory page / static file: ${times(storyRow.rps, fileRow.rps, 2)} the req/s, ` +
        `${times(storyRow.p50, fileRow.p50, 1)} the p50, ${times(storyRow.p99, fileRow.p99, 1)} the p99`,
    )
  } finally {
    await site.stop()
  }
}

await main()
