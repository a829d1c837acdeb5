// Builds webhook requests the way Sanity sends them: the projection's JSON as the body, signed
// with the shared secret over `<timestamp>.<body>` in the sanity-webhook-signature header.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

export type WebhookRequest = { body: string; headers: Record<string, string> }

/** Signed now, unless `timestamp` says otherwise; `secret: null` sends no signature at all. */
export async function webhookRequest(
  payload: unknown,
  { secret, timestamp = Date.now() }: { secret: string | null; timestamp?: number },
): Promise<WebhookRequest> {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (secret !== null) {
    headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, timestamp, secret)
  }
  return { body, headers }
}

/** POSTs the webhook to a running site's /api/revalidate; answers its status and JSON. */
export async function sendWebhook(
  siteUrl: string,
  payload: unknown,
  signing: { secret: string | null; timestamp?: number },
): Promise<{ status: number; body: { revalidated: boolean; tags?: string[]; message?: string } }> {
  const { body, headers } = await webhookRequest(payload, signing)
  const response = await fetch(`${siteUrl}/api/revalidate`, { method: 'POST', body, headers })
  return { status: response.status, body: await response.json() }
}
