// The hosted Sanity client: public reads only (no token), published content, straight from the
// API (no CDN, so a publish shows as soon as the page revalidates), or from SANITY_API_HOST.
import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'

import { env, type SanityEnv } from './env'

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
    timeout: 300_000,
    // The client's own retry, with exponential backoff (100ms x 2^attempt + jitter): network
    // errors on GET/HEAD, and 429/502/503 answers to queries (GET or POST).
    maxRetries: 5,
  } as const satisfies ClientConfig
}

export function createSanityClient(
  overrides: ClientOverrides = {},
  settings: ClientSettings = env,
): SanityClient {
  return createClient({ ...clientConfig(settings), ...overrides })
}

export const client = createSanityClient()
