// The one way pages read content (through the getters in sanity/content.ts): runs a query on the
// configured source and caches the result, tagged for on-demand revalidation. In draft mode (an
// editor's preview) it reads drafts over published instead, uncached.
import 'server-only'

import type { ClientReturn, QueryParams } from '@sanity/client'
import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'
import { connection } from 'next/server'

import { contentSource, fetchPublished } from '@/sanity/source'

export type SanityFetchOptions<Q extends string> = {
  query: Q
  params?: QueryParams
  /** Document types and slugs the result depends on, e.g. `story`, `story:<slug>`. */
  tags: readonly string[]
  /**
   * Whether draft mode may show drafts here (default). False reads published content always and
   * never asks for draft mode: generateStaticParams runs without a request, where it would throw.
   */
  preview?: boolean
}

/**
 * Time-based backstop to on-demand tags. Past `revalidate`, Next serves the cached entry and
 * refetches in the background; if that fails (the hosted API down, or silent past the read's
 * deadline, PAGE_READ_LIMITS in sanity/hosted/client.ts), the failure is logged, the old entry keeps
 * being served and the next request tries again. Only past `expire` does a request wait for
 * fresh data, so it is long: an outage never breaks a page that has been rendered before.
 */
export const CONTENT_LIFE = { stale: 5 * 60, revalidate: 60 * 60, expire: 30 * 24 * 60 * 60 }

export type PublishedReadArgs<Q extends string> = Required<
  Omit<SanityFetchOptions<Q>, 'preview'>
> & {
  /** Part of the cache key only (contentRevision). */
  revision: string
}

/**
 * Published content, cached and tagged, never drafts: what sanityFetch reads outside a preview.
 * For a cache of its own that reads it (sanity/archive-views.ts), with that cache's revision.
 */
export async function publishedRead<const Q extends string>({
  query,
  params,
  tags,
}: PublishedReadArgs<Q>): Promise<ClientReturn<Q, unknown>> {
  'use cache'
  cacheTag(...tags)
  cacheLife(CONTENT_LIFE)
  return fetchPublished(query, params)
}

/**
 * Drafts over published, for an editor in draft mode. Deliberately outside `'use cache'`: it runs
 * on every preview request and its result is never stored where a visitor could be served it.
 */
async function fetchDrafts<const Q extends string>(
  query: Q,
  params: QueryParams,
): Promise<ClientReturn<Q, unknown>> {
  // Marks the read as request-time work, so reading the clock (GROQ's now()) is allowed.
  await connection()
  return contentSource.drafts(query, params)
}

/**
 * Under `next dev`, the embedded dataset's revision, so an edited dataset shows on the next
 * reload (a sync stat, so no uncached I/O); '' elsewhere. Keys must hold still while a page
 * renders: Next warms the caches, renders again and expects the same keys, so an edit landing in
 * between would fail that re-render, and Next would then keep the old page for 30 s, past the
 * webhook. There, as with Sanity, the webhook's tags refresh what changed.
 */
export function contentRevision(): string {
  return process.env.NODE_ENV === 'development' ? contentSource.revision() : ''
}

export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  tags,
  preview = true,
}: SanityFetchOptions<Q>): Promise<ClientReturn<Q, unknown>> {
  // While prerendering (what visitors get) draft mode reads as off at once, so pages stay static;
  // only a request carrying the draft-mode cookie renders on demand and takes the drafts branch.
  if (preview && (await draftMode()).isEnabled) return fetchDrafts(query, params)
  return publishedRead({ query, params, tags, revision: contentRevision() })
}
