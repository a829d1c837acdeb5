// Sanity's listen protocol (`GET /v<api>/data/listen/<dataset>?query=…`), as its API speaks it:
// the request's query, params and options, and the server-sent events it answers with. The
// embedded dataset's listener (sanity/live/local-listener.ts) and the hosted relay
// (sanity/live/hosted-listener.ts) both write these, so the browser's @sanity/client reads one
// protocol whatever the source.
import type { MutationEvent, QueryParams } from '@sanity/client'
import { parse, type ExprNode } from 'groq-js'

/** @sanity/client's own limit (`MAX_URL_LENGTH` in its listen()): longer URLs never connect. */
export const MAX_LISTEN_URL_LENGTH = 14_800

export const LISTEN_MESSAGES = {
  tooLarge: 'Query too large for listener',
  missingQuery: 'Missing query: listen to `*[<filter>]`, e.g. ?query=*[_type == "story"].',
  notAFilter: 'Listener queries must be a filter over every document: `*[<filter>]`.',
  badParam: 'Query parameters must be JSON values, given as $name=<json>.',
} as const

/** What a listener asked for; the options are those @sanity/client sends. */
export type ListenRequest = {
  query: string
  filter: ExprNode
  params: QueryParams
  includeResult: boolean
  includePreviousRevision: boolean
  visibility: 'query' | 'transaction'
}

export type ListenError = { status: number; message: string }

const isFilter = (tree: ExprNode): tree is Extract<ExprNode, { type: 'Filter' }> =>
  tree.type === 'Filter' && tree.base.type === 'Everything'

/** Reads a listen URL as Sanity's API would, or says what is wrong with it (a 4xx). */
export function parseListenUrl(url: string): ListenRequest | ListenError {
  if (url.length > MAX_LISTEN_URL_LENGTH) return { status: 414, message: LISTEN_MESSAGES.tooLarge }
  const search = new URL(url).searchParams
  const query = search.get('query')
  if (!query) return { status: 400, message: LISTEN_MESSAGES.missingQuery }
  let tree: ExprNode
  try {
    tree = parse(query)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { status: 400, message: `Invalid query: ${reason}` }
  }
  if (!isFilter(tree)) return { status: 400, message: LISTEN_MESSAGES.notAFilter }
  const params: QueryParams = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      return { status: 400, message: LISTEN_MESSAGES.badParam }
    }
  }
  return {
    query,
    filter: tree,
    params,
    includeResult: search.get('includeResult') !== 'false',
    includePreviousRevision: search.get('includePreviousRevision') === 'true',
    visibility: search.get('visibility') === 'transaction' ? 'transaction' : 'query',
  }
}

export const isListenError = (value: ListenRequest | ListenError): value is ListenError =>
  'status' in value

/** One server-sent event, as Sanity's API frames it. */
export function sseEvent(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/** A comment line: keeps proxies from closing a quiet stream and finds clients that left. */
export const SSE_HEARTBEAT = ':\n\n'

/** The mutation event's payload, without the `type` @sanity/client adds from the event name. */
export type MutationEventData = Omit<MutationEvent, 'type'>
