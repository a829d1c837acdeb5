// The hosted client for editors' preview: drafts over published, read with a token. Used only in
// draft mode, and only on the server; the published site keeps its public, tokenless client.
import 'server-only'

import type { SanityClient } from '@sanity/client'

import { client } from '@/sanity/hosted/client'
import { serverSecret } from '@/lib/settings'

export const MISSING_READ_TOKEN =
  'Missing setting SANITY_API_READ_TOKEN: preview with CONTENT_SOURCE=sanity reads drafts, which ' +
  'needs a token with read access (sanity.io/manage → API → Tokens, role Viewer).'

/** `base` with a token, reading drafts over published. */
export function createDraftClient(base: SanityClient, token: string | undefined): SanityClient {
  if (!token) throw new Error(MISSING_READ_TOKEN)
  return base.withConfig({ token, perspective: 'drafts', useCdn: false })
}

let cached: { token: string | undefined; client: SanityClient } | undefined

/** The site's client, for preview; the token is read when first needed (and if it changes). */
export function draftClient(): SanityClient {
  const token = serverSecret('SANITY_API_READ_TOKEN')
  if (!cached || cached.token !== token) {
    cached = { token, client: createDraftClient(client, token) }
  }
  return cached.client
}
