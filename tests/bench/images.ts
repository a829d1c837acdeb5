// `npm run bench:images`: how long a reader waits for a sample image the first time a server is
// asked for it. On a copy of the current build (run `npm run build` first: its postbuild step
// draws the pages' images), on 127.0.0.1, a fresh server: finds every image the pages show (by
// following links from `/`), then asks for each once, one at a time, as a browser does, and
// prints how many came from disk or were drawn, and p50/p99/max of the time to the last byte.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { PERF_PORTS } from '@/tests/perf/perf-ports'
import { startSite } from '@/tests/support/running-site'
import { referencedImages, requestImage, type ImageAnswer } from '@/tests/support/site-images'

/** The figure a cold image should beat, from the issue ("Fast and light on a phone"). */
const TARGET_MS = 50

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

function row(label: string, answers: readonly ImageAnswer[]): string {
  const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  const kb = answers.reduce((sum, answer) => sum + answer.bytes, 0) / answers.length / 1000
  const figures = [50, 99].map((p) => percentile(ms, p).toFixed(1))
  const max = (ms.at(-1) ?? NaN).toFixed(1)
  return `| ${label} | ${answers.length} | ${figures.join(' | ')} | ${max} | ${kb.toFixed(1)} |`
}

function folderBytes(folder: string): { files: number; bytes: number } {
  let names: string[] = []
  try {
    names = readdirSync(folder)
  } catch {
    // No images drawn yet.
  }
  const bytes = names.reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0)
  return { files: names.length, bytes }
}

async function main() {
  const built = folderBytes(path.join('.next', 'cache', 'sample-images'))
  const site = await startSite('images-bench', PERF_PORTS.images.site)
  try {
    const { pages, images } = await referencedImages(site.url)
    const answers: ImageAnswer[] = []
    for (const image of images) answers.push(await requestImage(site.url, image))

    const failed = answers.filter((answer) => answer.status !== 200)
    const fromDisk = answers.filter((answer) => answer.status === 200 && answer.origin === 'disk')
    const drawn = answers.filter((answer) => answer.status === 200 && answer.origin === 'drawn')
    const within = answers.filter((answer) => answer.ms < TARGET_MS).length

    console.log(
      `\nbench:images: ${images.length} images on ${pages.length} pages, each asked once of a ` +
        `fresh server, one at a time. The build drew ${built.files} ` +
        `(${(built.bytes / 1_000_000).toFixed(1)} MB in .next/cache/sample-images).\n`,
    )
    console.log('| Answered from | Images | p50 ms | p99 ms | max ms | mean kB |')
    console.log('| ------------- | ------ | ------ | ------ | ------ | ------- |')
    console.log(row('all', answers))
    if (fromDisk.length > 0) console.log(row('disk', fromDisk))
    if (drawn.length > 0) console.log(row('drawn now', drawn))
    console.log(
      `\n${within} of ${answers.length} under ${TARGET_MS} ms; ${failed.length} not 200. The first ` +
        `(which loads the route) took ${answers[0]?.ms.toFixed(1)} ms.`,
    )
    for (const answer of failed.slice(0, 10)) console.log(`  ${answer.status} ${answer.path}`)
    if (failed.length > 0) process.exitCode = 1
  } finally {
    await site.stop()
  }
}

await main()
