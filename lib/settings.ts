// Every setting the site reads from its environment, read and checked here and nowhere else
// (README, Settings). The content settings are checked when this module loads, SITE_URL when
// next.config.ts does, so a bad one stops `next dev`, `next build` and `next start` with an error
// that names it. Server-only settings are read when asked for, never when this module loads.
// No imports: next.config.ts loads this file (where the `@/` alias does not resolve), and so do
// browser bundles (image URLs, the Studio).

export const CONTENT_SOURCES = ['local', 'sanity'] as const
export type ContentSource = (typeof CONTENT_SOURCES)[number]

export const DEFAULT_DATASET = 'production'
export const DEFAULT_API_VERSION = '2025-06-18'
/** Project id the embedded dataset's image URLs use; no hosted project has it. */
export const LOCAL_PROJECT_ID = 'local'
/** The embedded dataset, relative to the project root (LOCAL_DATASET_PATH overrides it). */
export const LOCAL_DATASET_FILE = 'sanity/sample/data/dataset.ndjson'
/** Where the embedded dataset's images are served from (see app/sample-images). */
export const LOCAL_IMAGE_BASE_URL = '/sample-images'

export type EnvInput = Partial<Record<string, string | undefined>>

export type SanityEnv = {
  contentSource: ContentSource
  projectId: string
  dataset: string
  apiVersion: string
  /** Base URL image URLs are built on: the Sanity CDN, or the local image endpoint. */
  imageBaseUrl: string
  /**
   * Server only (SANITY_API_HOST): where the hosted client sends queries instead of Sanity's API,
   * e.g. a proxy, or a test's stand-in. Undefined means Sanity's own API host for the project.
   */
  apiHost: string | undefined
}

function isContentSource(value: string): value is ContentSource {
  return CONTENT_SOURCES.some((source) => source === value)
}

function setting(env: EnvInput, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/** An http(s) origin (with an optional path), without a trailing slash; else an error naming it. */
function readApiHost(env: EnvInput): string | undefined {
  const value = setting(env, 'SANITY_API_HOST')
  if (value === undefined) return undefined
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error(
      `Invalid setting SANITY_API_HOST="${value}": it must be an http(s) URL without a query, ` +
        "such as https://sanity-proxy.example.com; unset it to use Sanity's own API.",
    )
  }
  return value.replace(/\/+$/, '')
}

export function readEnv(env: EnvInput): SanityEnv {
  const source = setting(env, 'CONTENT_SOURCE') ?? 'local'
  if (!isContentSource(source)) {
    throw new Error(
      `Invalid setting CONTENT_SOURCE="${source}": allowed values are ${CONTENT_SOURCES.map((s) => `"${s}"`).join(' and ')} (default "local").`,
    )
  }
  const dataset = setting(env, 'NEXT_PUBLIC_SANITY_DATASET') ?? DEFAULT_DATASET
  const apiVersion = setting(env, 'NEXT_PUBLIC_SANITY_API_VERSION') ?? DEFAULT_API_VERSION
  const apiHost = readApiHost(env)

  if (source === 'local') {
    return {
      contentSource: source,
      projectId: LOCAL_PROJECT_ID,
      dataset,
      apiVersion,
      imageBaseUrl: LOCAL_IMAGE_BASE_URL,
      apiHost,
    }
  }

  const projectId = setting(env, 'NEXT_PUBLIC_SANITY_PROJECT_ID')
  if (!projectId) {
    throw new Error(
      'Missing setting NEXT_PUBLIC_SANITY_PROJECT_ID: it is required when CONTENT_SOURCE=sanity. ' +
        'Set it to your Sanity project id (sanity.io/manage), or unset CONTENT_SOURCE to use the embedded sample dataset.',
    )
  }
  return {
    contentSource: source,
    projectId,
    dataset,
    apiVersion,
    imageBaseUrl: 'https://cdn.sanity.io',
    apiHost,
  }
}

// Each variable is read by its literal name so Next can inline it into browser bundles.
// SANITY_API_HOST is not inlined anywhere: servers read it when they start (browsers never query).
export const env: SanityEnv = readEnv({
  CONTENT_SOURCE: process.env.CONTENT_SOURCE,
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
  NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
  SANITY_API_HOST: process.env.SANITY_API_HOST,
})

// SITE_URL: the site's public address, on which every absolute link is built (canonical links,
// Open Graph, the feeds, the sitemap, robots and share links). A wrong one fails nothing visibly,
// so next.config.ts checks it at build and start.

export const DEFAULT_SITE_URL = 'http://localhost:3000'

export const SITE_URL_MESSAGES = {
  invalid: (value: string) =>
    `Invalid setting SITE_URL="${value}": give an absolute URL like https://theruum.africa.`,
  missing:
    'Missing setting SITE_URL: a site on a hosted Sanity project is built for readers, and ' +
    `without it every canonical link, Open Graph URL, feed, sitemap entry and share link would ` +
    `point to ${DEFAULT_SITE_URL}. Set it to the address readers use, e.g. ` +
    'SITE_URL=https://theruum.africa.',
  localDefault:
    `SITE_URL is not set: canonical links, feeds, the sitemap and share links point to ` +
    `${DEFAULT_SITE_URL}, which is right for the sample site on this machine. Set SITE_URL ` +
    'before putting the site online.',
} as const

export type SiteUrlSetting = {
  /** SITE_URL as set, if at all. */
  value: string | undefined
  contentSource: ContentSource
  /** A production build or server (not `next dev`). */
  production: boolean
}

/**
 * The address, and what to say about it once: a production site on hosted content must name its
 * address (an error); the embedded sample may keep localhost, and a production build says so.
 */
export function readSiteUrl({ value, contentSource, production }: SiteUrlSetting): {
  url: URL
  notice?: string
} {
  const given = value?.trim()
  if (!given) {
    if (production && contentSource === 'sanity') throw new Error(SITE_URL_MESSAGES.missing)
    return {
      url: new URL(DEFAULT_SITE_URL),
      ...(production && { notice: SITE_URL_MESSAGES.localDefault }),
    }
  }
  if (!URL.canParse(given)) throw new Error(SITE_URL_MESSAGES.invalid(given))
  return { url: new URL(given) }
}

/** SITE_URL, read now: next.config.ts checks it for a production build or server. */
export function siteUrl(production = false): { url: URL; notice?: string } {
  return readSiteUrl({ value: process.env.SITE_URL, contentSource: env.contentSource, production })
}

// Server-only settings, read when asked for: secrets never reach a build or a browser bundle, and
// tests change the others between runs of one process.

/**
 * Secrets shared with Sanity and the token that reads drafts: read when a request needs them,
 * never at build time, and never under a NEXT_PUBLIC_ name.
 */
export type SecretName =
  'SANITY_REVALIDATE_SECRET' | 'SANITY_PREVIEW_SECRET' | 'SANITY_API_READ_TOKEN'

/** The secret's value, or undefined when it is unset or blank. */
export function serverSecret(name: SecretName): string | undefined {
  return process.env[name]?.trim() || undefined
}

/**
 * REDIS_URL: the Redis that holds Next's caches, shared by every instance; undefined without one.
 * lib/shared-cache/redis-store.mjs reads it too: Next imports that file unbundled, where this
 * TypeScript module cannot be imported.
 */
export const redisUrl = (): string | undefined => process.env.REDIS_URL || undefined

/** LOCAL_DATASET_PATH: the embedded dataset's file, if set (sanity/local/dataset-path.ts defaults it). */
export const localDatasetPathSetting = (): string | undefined =>
  process.env.LOCAL_DATASET_PATH || undefined

/** Next's own output folder, where NEXT_DIST_DIR does not name another. */
export const DEFAULT_DIST_DIR = '.next'

/** NEXT_DIST_DIR (tests only): the folder `next build` writes to and `next start` serves from. */
export const distDir = (): string => process.env.NEXT_DIST_DIR || DEFAULT_DIST_DIR

/**
 * Build switches, for next.config.ts. TYPECHECKED=1: `npm test` has type-checked the project, so
 * the build need not. CI: a fresh clone, where a compile cache would never be read.
 */
export function buildSwitches(): { typechecked: boolean; ci: boolean } {
  return { typechecked: process.env.TYPECHECKED === '1', ci: Boolean(process.env.CI) }
}

/** How many of the newest stories a build prerenders (in every language they are in), unless PRERENDER_STORIES says. */
export const DEFAULT_PRERENDERED_STORIES = 200

/**
 * PRERENDER_STORIES: how many of the newest stories the build prerenders, in English and in each
 * language they are translated into (200 unless set); older ones, like every person's page, render on first request and are cached with
 * the same tags, so an archive's build costs the same at 500 stories and at 5,000. Anything but a
 * whole number of 0 or more stops the build (next.config.ts reads it first), naming it.
 */
export function prerenderedStories(value = process.env.PRERENDER_STORIES): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PRERENDERED_STORIES
  const count = Number(value)
  if (!/^\s*\d+\s*$/.test(value) || !Number.isSafeInteger(count)) {
    throw new Error(
      `PRERENDER_STORIES must be a whole number of stories, 0 or more; it is "${value}".`,
    )
  }
  return count
}
