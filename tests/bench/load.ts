// `npm run bench:load`: how much the production server takes, and whether it gives memory back.
// On a copy of the current build (run `npm run build` first), on 127.0.0.1 only: autocannon at
// 50 connections, first LOAD_SECONDS over a mix of every route, then each page alone beside a
// static chunk of the same server (the reference: what serving bytes costs), then strangers'
// requests (unknown slugs, made-up images). Prints req/s, p50/p99, errors and non-2xx, and the
// server's memory before, after, and 30 s after.
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { loadTable, runLoad, type LoadRow } from '@/tests/support/autocannon-load'
import { publishedStories, readDataset } from '@/tests/support/dataset'
import { residentMb, startSite } from '@/tests/support/running-site'

const PORT = Number(process.env.BENCH_PORT ?? 3297) + 1
const CONNECTIONS = 50
const MIX_SECONDS = Number(process.env.LOAD_SECONDS ?? 30)
const EACH_SECONDS = Math.max(5, Math.round(MIX_SECONDS / 3))
const SETTLE_MS = 30_000

const load = (url: string, name: string, paths: string[], seconds: number) =>
  runLoad(url, name, paths, { seconds, connections: CONNECTIONS })

async function main() {
  const documents = readDataset()
  const stories = publishedStories(documents).map((story) => `/stories/${story.slug.current}`)
  const story = stories[0] ?? '/stories'
  const site = await startSite('load', PORT)
  try {
    const chunk = readdirSync(path.join(site.distDir, 'static', 'chunks')).find((name) =>
      name.endsWith('.js'),
    )
    const staticChunk = `/_next/static/chunks/${chunk}`
    const assets = documents.flatMap((doc) => (doc._type === 'sanity.imageAsset' ? [doc] : []))
    const image = `/sample-images/${assets[0]?.path}?w=256&h=320&q=80&fit=crop&auto=format`
    const pages = [
      '/',
      '/latest',
      '/stories',
      '/community',
      '/theruumafrica',
      '/stories?category=x',
    ]
    const mix = [...pages, ...stories.slice(0, 10), image, staticChunk]
    // Every page once, so the runs measure serving, not first renders.
    for (const warm of mix) await fetch(`${site.url}${warm}`)

    const pid = site.server.pid
    const before = residentMb(pid)
    const rows: LoadRow[] = [await load(site.url, 'mix of every route', mix, MIX_SECONDS)]
    for (const [name, paths] of [
      ['story page', [story]],
      ['/', ['/']],
      ['/latest', ['/latest']],
      ['/stories', ['/stories']],
      ['static chunk (reference)', [staticChunk]],
    ] as const) {
      rows.push(await load(site.url, name, [...paths], EACH_SECONDS))
    }
    const strangers = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? `/stories/made-up-${i}`
        : `/sample-images/images/local/production/${i.toString(16).padStart(40, 'a')}-1311x1638.jpg?w=3840&h=4000&q=80&fit=crop&auto=format`,
    )
    rows.push(await load(site.url, 'strangers (404s by design)', strangers, EACH_SECONDS))
    const after = residentMb(pid)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const settled = residentMb(pid)

    console.log(
      `\nbench:load, ${CONNECTIONS} connections, ${MIX_SECONDS} s mix, ${EACH_SECONDS} s each\n`,
    )
    console.log(loadTable(rows))
    console.log(
      `\nserver memory (RSS): ${before} MB before, ${after} MB after, ${settled} MB ${SETTLE_MS / 1000} s later`,
    )
  } finally {
    await site.stop()
  }
}

await main()
