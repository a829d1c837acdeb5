// Which source answers a published-content query: the embedded dataset or hosted Sanity. Uncached;
// pages read through sanity/fetch.ts, which caches and tags this. The proxy uses it directly,
// because Next's data cache does not reach the proxy.
import 'server-only'

import type { ClientReturn, QueryParams } from '@sanity/client'

import { client } from '@/sanity/client'
import { env } from '@/sanity/env'
import { readHosted } from '@/sanity/hosted-read'
import { localSource } from '@/sanity/local-source'

export function fetchPublished<const Q extends string>(
  query: Q,
  params: QueryParams = {},
): Promise<ClientReturn<Q, unknown>> {
  if (env.contentSource === 'local') return localSource.fetch(query, params)
  return readHosted(client, query, params)
}
