// Every content setting, validated when this module loads so a bad one fails
// `next dev`, `next build` and `next start` at once with an error that names it.

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
