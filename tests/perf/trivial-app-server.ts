// The trivial page of `npm run test:perf` (tests/perf/trivial-app): its photograph drawn with
// the site's own sample drawing, its production build (into its own .next), and `next start`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { ImageAssetDocument } from '@/sanity/sample/documents'
import { renderSampleImage } from '@/sanity/sample/render-image'

import { readDataset } from '@/tests/support/dataset'
import { waitUntilUp } from '@/tests/support/running-site'
import { PHOTO } from '@/tests/perf/trivial-app/photo'

const APP_DIR = 'tests/perf/trivial-app'
const NEXT_BIN = 'node_modules/next/dist/bin/next'

function nextEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  // The site's own build folder setting must not move the trivial app's.
  delete env.NEXT_DIST_DIR
  return env
}

async function drawPhoto() {
  const asset = readDataset().find(
    (doc): doc is ImageAssetDocument => doc._type === 'sanity.imageAsset',
  )
  if (!asset) throw new Error('The dataset has no image asset to draw.')
  const { width, height } = asset.metadata.dimensions
  const jpeg = await renderSampleImage({
    assetId: asset.assetId,
    width,
    height,
    outWidth: PHOTO.width,
    outHeight: PHOTO.height,
    format: 'jpg',
    quality: 85,
  })
  mkdirSync(path.join(APP_DIR, 'public'), { recursive: true })
  writeFileSync(path.join(APP_DIR, 'public', PHOTO.src), jpeg)
}

export async function buildTrivialApp(): Promise<void> {
  await drawPhoto()
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build', APP_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: nextEnv(),
  })
  if (build.status !== 0) throw new Error(`next build ${APP_DIR} failed (${build.status}).`)
}

export type TrivialSite = { url: string; server: ChildProcess; stop: () => Promise<void> }

export async function startTrivialApp(port: number): Promise<TrivialSite> {
  const server = spawn(
    process.execPath,
    [NEXT_BIN, 'start', APP_DIR, '--hostname', '127.0.0.1', '--port', `${port}`],
    { stdio: 'ignore', env: nextEnv() },
  )
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilUp(url, server)
  } catch (error) {
    server.kill('SIGTERM')
    throw error
  }
  return {
    url,
    server,
    async stop() {
      if (server.exitCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    },
  }
}
