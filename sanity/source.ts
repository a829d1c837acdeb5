// The content source, chosen once: the embedded sample dataset or a hosted Sanity project. Pages
// read it through sanity/fetch.ts (cached and tagged, or drafts for a preview); the proxy's gates
// read published content here directly, because Next's data cache does not reach the proxy.
import 'server-only'

import type { ClientReturn, QueryParams } from '@sanity/client'
import { stegaEncodeSourceMap } from '@sanity/client/stega'

import { client } from '@/sanity/hosted/client'
import { env } from '@/lib/settings'
import { readHosted } from '@/sanity/hosted/hosted-read'
import { datasetClient } from '@/sanity/local/dataset-client'
import { datasetServerUrl } from '@/sanity/local/dataset-server-env'
import { localSource } from '@/sanity/local/local-source'
import { STEGA_CONFIG } from '@/sanity/stega'

type Read = <const Q extends string>(
  query: Q,
  params: QueryParams,
) => Promise<ClientReturn<Q, unknown>>

export type ContentSource = {
  /** Published content, uncached. */
  published: Read
  /**
   * Drafts over published, for an editor in draft mode, with its text marked for click-to-edit
   * (sanity/stega.ts): hosted Sanity maps each string to its field itself; for the embedded
   * dataset the map is read from the documents (sanity/local/local-source-map.ts).
   */
  drafts: Read
  /** Changes whenever the content does, where that can be seen at once (the embedded file). */
  revision(): string
}

// In a build's page workers, the build's own process holds the dataset (next.config.ts).
const datasetServer = datasetServerUrl()

const local: ContentSource = {
  published: datasetServer
    ? datasetClient(datasetServer)
    : (query, params) => localSource.fetch(query, params),
  async drafts(query, params) {
    // Loaded only for a preview: the proxy, which reads published content, never needs it.
    const { localSourceMap } = await import('@/sanity/local/local-source-map')
    const result = await localSource.fetch(query, params, { perspective: 'drafts' })
    const sourceMap = localSourceMap(result, await localSource.index('drafts'))
    return stegaEncodeSourceMap(result, sourceMap, STEGA_CONFIG)
  },
  revision: () => localSource.revision(),
}

const hosted: ContentSource = {
  published: (query, params) => readHosted(client, query, params),
  async drafts(query, params) {
    const { draftClient } = await import('@/sanity/hosted/draft-client')
    return readHosted(draftClient().withConfig({ stega: STEGA_CONFIG }), query, params)
  },
  revision: () => '',
}

export const contentSource: ContentSource = env.contentSource === 'local' ? local : hosted

/** Published content from the content source, uncached (the proxy's gates read it so). */
export function fetchPublished<const Q extends string>(
  query: Q,
  params: QueryParams = {},
): Promise<ClientReturn<Q, unknown>> {
  return contentSource.published(query, params)
}
