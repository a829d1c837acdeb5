// The browser's listener for editors' live preview: @sanity/client's own listen(), pointed at the
// site's listen endpoint (app/api/live/…) instead of Sanity's API host, so the same client code
// serves the embedded dataset and hosted Sanity, and its own URL limit applies to both.
import { createClient, type SanityClient } from '@sanity/client'

/** Where the endpoint lives: the client adds `/v<apiVersion>/data/listen/<dataset>`. */
export const LIVE_API_PATH = '/api/live'

/** Every document but Sanity's system ones: any edit an editor makes may show on the page. */
export const LIVE_QUERY = '*[!(_id in path("_.**"))]'

export type LiveClientConfig = { projectId: string; dataset: string; apiVersion: string }

export function createLiveClient(origin: string, config: LiveClientConfig): SanityClient {
  return createClient({
    ...config,
    apiHost: `${origin}${LIVE_API_PATH}`,
    useProjectHostname: false,
    useCdn: false,
    // The draft-mode cookie is what lets an editor in; no token is ever sent from a browser.
    withCredentials: true,
  })
}

/**
 * The events a page follows: that something changed, once it is visible to queries (`visibility`),
 * and whether it is connected (`welcome`, `reconnect`).
 */
export function listenForEdits(client: SanityClient, query: string = LIVE_QUERY) {
  return client.listen(
    query,
    {},
    { events: ['welcome', 'mutation', 'reconnect'], visibility: 'query' },
  )
}
