// A page's read from the hosted API, bounded to fit a page render (PAGE_READ_LIMITS), and failing
// with one line that names the service and the URL tried.
import type { ClientReturn, QueryParams, SanityClient } from '@sanity/client'

import { PAGE_READ_LIMITS, type ReadLimits } from '@/sanity/hosted/client'
import { contentServiceError } from '@/sanity/content-service-error'

export async function readHosted<const Q extends string>(
  client: SanityClient,
  query: Q,
  params: QueryParams,
  limits: ReadLimits = PAGE_READ_LIMITS,
): Promise<ClientReturn<Q, unknown>> {
  // Aborting also cancels a retry that is waiting for its turn.
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), limits.deadlineMs)
  try {
    return await client.fetch<unknown, QueryParams, Q>(query, params, {
      timeout: limits.attemptTimeoutMs,
      signal: deadline.signal,
    })
  } catch (error) {
    throw contentServiceError(error, {
      url: client.getUrl(client.getDataUrl('query')),
      attemptTimeoutMs: limits.attemptTimeoutMs,
      deadlineMs: deadline.signal.aborted ? limits.deadlineMs : undefined,
    })
  } finally {
    clearTimeout(timer)
  }
}
