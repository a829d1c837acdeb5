// The hosted Sanity client: public reads only (no token), published content, straight from the
// API (no CDN, so a publish shows as soon as the page revalidates), or from SANITY_API_HOST.
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'

import { env, type SanityEnv } from '@/lib/settings'

/** Settings a test may change; a token is not one of them, the site reads publicly. */
export type ClientOverrides = Omit<ClientConfig, 'token' | 'withCredentials'>

type ClientSettings = Pick<SanityEnv, 'projectId' | 'dataset' | 'apiVersion' | 'apiHost'>

export function clientConfig(settings: ClientSettings) {
  return {
    // A proxy or a test's stand-in answers at its own address, not at <projectId>.api.sanity.io.
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: settings.apiVersion,
    useCdn: false,
    perspective: 'published',
    // The spec's values, the client's defaults: what `client.fetch` does when called directly.
    // Pages never read that way; sanity/fetch.ts narrows each read to PAGE_READ_LIMITS.
    timeout: 300_000,
    // The client's own retry, with exponential backoff (100ms x 2^attempt + jitter): network
    // errors and timeouts on GET/HEAD, and 429/502/503 answers to queries (GET or POST).
    maxRetries: 5,
  } as const satisfies ClientConfig
}

/**
 * How long a page read (build or runtime) may wait for the hosted API. 300 s per attempt times 6
 * attempts could hold a render or a build for half an hour; a hanging service should fail the
 * render instead, well before Next's own limit for a `'use cache'` fill (54 s at build). So each
 * attempt waits at most `attemptTimeoutMs` for the connection and for every byte of the answer,
 * and the query with all its retries gives up after `deadlineMs`. The retry count stays 5: a
 * refused connection or a 503 is retried within about 3 s.
 */
export const PAGE_READ_LIMITS = {
  attemptTimeoutMs: 10_000,
  deadlineMs: 25_000,
} as const satisfies ReadLimits

export type ReadLimits = { attemptTimeoutMs: number; deadlineMs: number }

export function createSanityClient(
  overrides: ClientOverrides = {},
  settings: ClientSettings = env,
): SanityClient {
  return createClient({ ...clientConfig(settings), ...overrides })
}

export const client = createSanityClient()
