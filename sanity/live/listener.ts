// The site's one listen endpoint, on the configured source: the embedded dataset's file, or
// hosted Sanity relayed with the server's read token.
import 'server-only'

import { draftClient } from '@/sanity/hosted/draft-client'
import { env } from '@/lib/settings'
import { localSource } from '@/sanity/local/local-source'
import { createDatasetChanges } from '@/sanity/live/dataset-changes'
import { hostedListenSource } from '@/sanity/live/hosted-listener'
import { createListenHandler } from '@/sanity/live/listen-handler'
import { localListenSource } from '@/sanity/live/local-listener'

export const listener = createListenHandler(
  env.contentSource === 'local'
    ? localListenSource(createDatasetChanges(localSource.datasetPath))
    : hostedListenSource(draftClient),
)
