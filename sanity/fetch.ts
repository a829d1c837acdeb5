// The one way pages read content (through the getters in sanity/content.ts): runs a query on the
// configured source and caches the result, tagged for on-demand revalidation.
import 'server-only'

import type { ClientReturn, QueryParams } from '@sanity/client'
import { cacheLife, cacheTag } from 'next/cache'

import { client } from './client'
import { env } from './env'
import { localSource } from './local-source'

export type SanityFetchOptions<Q extends string> = {
  query: Q
  params?: QueryParams
  /** Document types and slugs the result depends on, e.g. `story`, `story:<slug>`. */
  tags: string[]
}

/**
 * Time-based backstop to on-demand tags. Past `revalidate`, Next serves the cached entry and
 * refetches in the background; if that fails (the hosted API down even after the client's 5
 * retries), the failure is logged, the old entry keeps being served and the next request tries
 * again. Only past `expire` does a request wait for fresh data, so it is long: an outage never
 * breaks a page that has been rendered before.
 */
const CONTENT_LIFE = { stale: 5 * 60, revalidate: 60 * 60, expire: 30 * 24 * 60 * 60 }

type CachedFetchArgs<Q extends string> = Required<SanityFetchOptions<Q>> & {
  /** Part of the cache key only: a changed local dataset file misses the cache. */
  revision: string
}

async function cachedFetch<const Q extends string>({
  query,
  params,
  tags,
}: CachedFetchArgs<Q>): Promise<ClientReturn<Q, unknown>> {
  'use cache'
  cacheTag(...tags)
  cacheLife(CONTENT_LIFE)
  if (env.contentSource === 'local') return localSource.fetch(query, params)
  return client.fetch<unknown, QueryParams, Q>(query, params)
}

export function sanityFetch<const Q extends string>({
  query,
  params = {},
  tags,
}: SanityFetchOptions<Q>): Promise<ClientReturn<Q, unknown>> {
  // A sync stat, so prerendering sees no uncached I/O here.
  const revision = env.contentSource === 'local' ? localSource.revision() : ''
  return cachedFetch({ query, params, tags, revision })
}
