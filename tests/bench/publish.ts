// `npm run bench:publish`: how long a publish takes to reach visitors. On a copy of the current
// production build (it builds nothing: run `npm run build` first) and of the dataset, it edits a
// story's title, sends the signed webhook, and asks for the story page, /latest and / every
// POLL_MS until each serves the new title. Prints median and max per page over RUNS publishes.
import { once } from 'node:events'

import type { SampleDocument, StoryDocument } from '@/sanity/sample/documents'
import { parseDataset } from '@/tests/support/dataset'
import {
  prepareCopies,
  publishSite,
  PUBLISH_SECRETS,
  readCopy,
  removeCopies,
  startServer,
  writeCopy,
  type PublishSite,
} from '@/tests/support/publish-site'
import { sendWebhook } from '@/tests/support/webhook'

// An unusual loopback port, away from `npm run dev` (3000) and the end-to-end servers.
const PORT = Number(process.env.BENCH_PORT ?? 3297)
const RUNS = 7
const POLL_MS = 50
const GIVE_UP_MS = 30_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function serves(site: PublishSite, path: string, text: string): Promise<boolean> {
  const response = await fetch(`${site.url}${path}`)
  return (await response.text()).includes(text)
}

async function waitUntilUp(site: PublishSite) {
  const started = Date.now()
  for (;;) {
    try {
      if ((await fetch(site.url)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > GIVE_UP_MS) throw new Error(`No server on ${site.url}`)
    await sleep(100)
  }
}

/** Milliseconds from `started` until `path` serves `text`. */
async function visibleAfter(site: PublishSite, path: string, text: string, started: number) {
  while (!(await serves(site, path, text))) {
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`${path} never showed "${text}"`)
    await sleep(POLL_MS)
  }
  return performance.now() - started
}

function newestStory(documents: SampleDocument[]): StoryDocument {
  const stories = documents
    .filter(
      (doc): doc is StoryDocument => doc._type === 'story' && !/^(drafts|versions)\./.test(doc._id),
    )
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn))
  if (!stories[0]) throw new Error('The dataset has no published story.')
  return stories[0]
}

async function measure(site: PublishSite): Promise<Map<string, number[]>> {
  const documents = parseDataset(readCopy(site))
  const story = newestStory(documents)
  const pages = [`/stories/${story.slug.current}`, '/latest', '/']
  const payload = { _type: 'story', _id: story._id, slug: story.slug.current }
  // Warm: the first visits read the dataset and load the pages' code.
  for (const path of pages) await serves(site, path, story.title)

  const samples = new Map<string, number[]>([...pages, 'all three'].map((key) => [key, []]))
  for (let run = 1; run <= RUNS; run++) {
    const title = `Publish bench ${run} ${Date.now()}`
    const started = performance.now()
    writeCopy(
      site,
      documents.map((doc) =>
        doc._type === 'story' && doc._id === story._id ? { ...doc, title } : doc,
      ),
    )
    const { status, body } = await sendWebhook(site.url, payload, {
      secret: PUBLISH_SECRETS.revalidate,
    })
    if (status !== 200) throw new Error(`Webhook answered ${status}: ${JSON.stringify(body)}`)
    const times = await Promise.all(pages.map((path) => visibleAfter(site, path, title, started)))
    pages.forEach((path, index) => samples.get(path)?.push(times[index] ?? NaN))
    samples.get('all three')?.push(Math.max(...times))
    // Let the background re-renders of this run finish before the next edit.
    await sleep(500)
  }
  return samples
}

function print(samples: Map<string, number[]>) {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2
      ? (sorted[middle] ?? NaN)
      : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
  }
  console.log(
    `Publish to visible (edit the dataset + signed webhook → new title served), ${RUNS} runs,`,
  )
  console.log(`next start on 127.0.0.1:${PORT}, each page polled every ${POLL_MS} ms. In ms:\n`)
  console.log(`${'page'.padEnd(48)} ${'median'.padStart(8)} ${'max'.padStart(8)}`)
  for (const [page, values] of samples) {
    console.log(
      `${page.padEnd(48)} ${median(values).toFixed(0).padStart(8)} ${Math.max(...values)
        .toFixed(0)
        .padStart(8)}`,
    )
  }
}

async function main() {
  const site = publishSite(PORT, 'bench-publish')
  prepareCopies(site)
  const server = startServer(site, 'ignore')
  try {
    await waitUntilUp(site)
    print(await measure(site))
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await once(server, 'exit')
    }
    removeCopies(site)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
