import { availableParallelism } from 'node:os'
import path from 'node:path'

import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants'

import { DEVICE_SIZES, IMAGE_SIZES } from './lib/image-sizes'
import { liteScriptPath } from './lib/lite/script-file'
import { LITE_SCRIPT_NAME } from './lib/lite/script-name.mjs'
import { archiveDiskBytes } from './lib/shared-cache/archive-bound.mjs'
import {
  DOCUMENT_HEADERS,
  DOCUMENT_PATHS,
  SECURITY_HEADERS,
  sitePolicy,
  studioPolicy,
} from './lib/security-headers'
// Importing the settings validates them: a bad one stops `next dev`, `build` and `start` here.
import { buildSwitches, distDir, env, prerenderedStories, siteUrl } from './lib/settings'
import { serveDataset } from './sanity/local/dataset-server'
import { DATASET_SERVER_ENV } from './sanity/local/dataset-server-env'

const dev = process.env.NODE_ENV === 'development'
const { typechecked, ci } = buildSwitches()

// Next imports its cache handlers at run time, unbundled: plain ESM files, traced into the
// standalone output. Without REDIS_URL they are Next's own caches; with it, shared
// (docs/operations.md).
const sharedCacheFile = (name: string) => path.resolve('lib/shared-cache', name)

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR: tests that change content serve a copy of the build from there, so their
  // server's file-system cache never mixes with the one the other tests use
  // (see tests/support/publish-server.ts).
  distDir: distDir(),
  // An instance is `node lib/lite/serve.mjs server.js` in .next/standalone, with only what it
  // needs beside it (the Dockerfile; npm start). Traced in by hand: the sample dataset, read from
  // disk, and the front that serves data saver's pages framework-free (lib/lite), which starts
  // Next's server.js behind it.
  output: 'standalone',
  outputFileTracingIncludes: {
    '/**': [
      './sanity/sample/data/dataset.ndjson',
      './lib/lite/*.mjs',
      './node_modules/parse5-html-rewriting-stream/**',
      './node_modules/parse5-sax-parser/**',
      './node_modules/parse5/**',
      './node_modules/entities/**',
    ],
  },
  cacheComponents: true,
  cacheHandler: sharedCacheFile('page-cache-handler.mjs'),
  cacheHandlers: { default: sharedCacheFile('data-cache-handler.mjs') },
  partialPrefetching: true,
  poweredByHeader: false,
  // The proxy sees the request's URL as the server does, so its rewrites build URLs on the
  // server's own origin and stay internal. Normalised, 127.0.0.1 reads `localhost`, and Next then
  // proxies every rewrite back to itself over HTTP (vercel/next.js#94745, under `--hostname
  // 127.0.0.1` as the tests serve). What else it skips is Pages Router's /_next/data paths.
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  // `npm test` type-checks the whole project (`npm run typecheck`, tests included) before it builds,
  // and says so with TYPECHECKED=1: the build's own, narrower check would only repeat that work.
  typescript: { ignoreBuildErrors: typechecked },
  // Browser bundles build image URLs too; bake the resolved source in like a NEXT_PUBLIC_ value.
  // Data saver's script's hashed address (lib/lite/script-file.ts), named by its pages' layout.
  env: { CONTENT_SOURCE: env.contentSource, LITE_SCRIPT: liteScriptPath() },
  experimental: {
    // The proxy reads no body, yet Next keeps a copy of each request's body for it: keep that small.
    proxyClientMaxBodySize: '16kb',
    // CI builds in a fresh clone: a compile cache written there (20 s) would never be read. Set
    // for builds only: `next dev` lists a changed experiment with a ⨯, as if something failed.
    ...(!dev && ci && { turbopackFileSystemCacheForBuild: false }),
    // Pages are generated on every core, not one fewer: the build's own process only answers
    // their queries of the embedded dataset meanwhile (about a sixth of a core at 5,000 stories).
    cpus: availableParallelism(),
  },
  images: {
    // Images come from Sanity's image pipeline (or its local stand-in), which resizes itself.
    loader: 'custom',
    loaderFile: './sanity/image-loader.ts',
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      {
        source: DOCUMENT_PATHS,
        headers: [
          ...DOCUMENT_HEADERS,
          { key: 'Content-Security-Policy', value: sitePolicy({ dev }) },
        ],
      },
      // Data saver's script: its name changes with its content, so a phone keeps it for good.
      ...(dev
        ? []
        : [
            {
              source: `/:file(${LITE_SCRIPT_NAME})`,
              headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
            },
          ]),
      // The site's mark, named on every page: not hashed, but rarely changed, so a phone keeps
      // it a week rather than asking again on each page (Next's default for public/ is max-age=0).
      {
        source: '/:file(icon\\.svg|favicon\\.ico)',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=86400' },
        ],
      },
      // Listed last, so it replaces the site's policy on the Studio's routes.
      {
        source: '/studio/:path*',
        headers: [{ key: 'Content-Security-Policy', value: studioPolicy({ dev }) }],
      },
    ]
  },
}

// A build renders pages in a worker process per core: with the embedded dataset each would read a
// copy of it, so this process serves its one copy to them (sanity/local/dataset-server.ts), its
// address replacing any the environment held. Once a process, however often Next loads this file
// (`next typegen` loads it as a build too: its server is never asked, so it reads nothing). Should
// it not start, each worker reads the file, as `next dev` and `next start` always do.
const SERVING = Symbol.for('the-ruum-africa.build-dataset-server')
const serving = globalThis as { [SERVING]?: Promise<void> }

function serveBuildDataset(): Promise<void> {
  if (env.contentSource !== 'local') return Promise.resolve()
  return (serving[SERVING] ??= serveDataset().then(
    ({ url }) => {
      process.env[DATASET_SERVER_ENV] = url
    },
    (error: unknown) => {
      delete process.env[DATASET_SERVER_ENV]
      const reason = error instanceof Error ? error.message : String(error)
      console.warn(
        `⚠ The build's dataset server did not start (${reason}): each worker reads the dataset itself.`,
      )
    },
  ))
}

// A production build or server must know its public address (lib/settings.ts): a hosted site
// without SITE_URL stops here, naming it; the local sample keeps localhost, and its build says so.
export default async function config(phase: string): Promise<NextConfig> {
  const production = phase === PHASE_PRODUCTION_BUILD || phase === PHASE_PRODUCTION_SERVER
  const { notice } = siteUrl(production)
  // A bad PRERENDER_STORIES stops the build here, before any page is generated; a bad
  // ARCHIVE_DISK_MB stops `next dev` and the build (the front checks it as an instance starts).
  if (phase === PHASE_PRODUCTION_BUILD) prerenderedStories()
  archiveDiskBytes()
  // Next loads this file again in its build workers, which inherit the environment: say it once.
  if (notice && phase === PHASE_PRODUCTION_BUILD && !process.env.SITE_URL_NOTICE_SHOWN) {
    console.warn(`⚠ ${notice}`)
    process.env.SITE_URL_NOTICE_SHOWN = '1'
  }
  if (phase === PHASE_PRODUCTION_BUILD) await serveBuildDataset()
  return nextConfig
}
