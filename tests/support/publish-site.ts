// A second copy of the site for tests and benchmarks that change content: its own copy of the
// production build (so its file-system cache is its own), its own copy of the dataset (so edits
// never reach the other tests) and the webhook and preview secrets, which only it knows.
import { spawn, type ChildProcess } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { SampleDocument } from '@/sanity/sample/documents'
import { localDatasetPath } from '@/sanity/local/dataset-path'

import { writeNdjson } from '@/sanity/sample/write'
import { copyBuild, LITE_SERVE } from '@/tests/support/next-server'

/** The loopback port the end-to-end tests serve the site on; the copy takes the next one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3217)

export const PUBLISH_SECRETS = {
  revalidate: 'publish-site-revalidate-secret',
  preview: 'publish-site-preview-secret',
} as const

export type PublishSite = {
  port: number
  url: string
  /** The build copy, inside `.next` (Next requires distDir within the project). */
  distDir: string
  datasetPath: string
}

const BUILD_DIR = '.next'
const COPY_PREFIX = 'copy-'

/** Same name, same paths: the Playwright config, its workers and the server agree unasked. */
export function publishSite(port: number, name = 'e2e-publish'): PublishSite {
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    distDir: path.join(BUILD_DIR, `${COPY_PREFIX}${name}-${port}`),
    datasetPath: path.join(tmpdir(), `ruum-${name}-${port}`, 'dataset.ndjson'),
  }
}

/** The sample images `npm run build` drew (sanity/scripts/prerender-images.ts). */
const SAMPLE_IMAGES = path.join('cache', 'sample-images')

/**
 * Copies the current build (not its caches, not other copies) and the dataset it serves. The
 * sample images the build drew come along as hard links: the server replaces a file whole
 * (write, then rename) and never writes into one, so the build's own stay as they are.
 */
export function prepareCopies(site: PublishSite) {
  removeCopies(site)
  copyBuild(site.distDir)
  const images = path.join(BUILD_DIR, SAMPLE_IMAGES)
  if (existsSync(images)) {
    mkdirSync(path.join(site.distDir, SAMPLE_IMAGES), { recursive: true })
    for (const name of readdirSync(images)) {
      if (name.endsWith('.tmp')) continue // being written
      linkSync(path.join(images, name), path.join(site.distDir, SAMPLE_IMAGES, name))
    }
  }
  mkdirSync(path.dirname(site.datasetPath), { recursive: true })
  copyFileSync(localDatasetPath(), site.datasetPath)
}

export function removeCopies(site: PublishSite) {
  rmSync(site.distDir, { recursive: true, force: true })
  rmSync(path.dirname(site.datasetPath), { recursive: true, force: true })
}

/** `next start` on the copies, local source, with the secrets. */
export function startServer(
  site: PublishSite,
  stdio: 'inherit' | 'ignore' | 'pipe' = 'inherit',
  extraEnv: Record<string, string> = {},
): ChildProcess {
  return spawn(
    process.execPath,
    [
      LITE_SERVE,
      'node_modules/next/dist/bin/next',
      'start',
      '--hostname',
      '127.0.0.1',
      '--port',
      `${site.port}`,
    ],
    {
      stdio,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        CONTENT_SOURCE: 'local',
        NEXT_DIST_DIR: site.distDir,
        LOCAL_DATASET_PATH: site.datasetPath,
        SANITY_REVALIDATE_SECRET: PUBLISH_SECRETS.revalidate,
        SANITY_PREVIEW_SECRET: PUBLISH_SECRETS.preview,
        ...extraEnv,
      },
    },
  )
}

export function readCopy(site: PublishSite): string {
  return readFileSync(site.datasetPath, 'utf8')
}

/** Replaces the dataset file at once (write, then rename), as an export or a sync would. */
export function writeCopy(site: PublishSite, content: string | readonly SampleDocument[]) {
  writeNdjson(site.datasetPath, content)
}
