// Reads a request body only while it stays within a byte limit, so an oversized body costs no
// more than the limit in time and memory, however large it is or claims to be.

/** `ok: false` means too large. */
export type LimitedBody = { ok: true; text: string } | { ok: false }

const TOO_LARGE: LimitedBody = { ok: false }

/** The body as UTF-8 text, or `ok: false` once it passes `maxBytes` (the rest is never read). */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  // A declared length over the limit is refused before a byte is read. A smaller one is not
  // trusted: the count below holds whatever actually arrives.
  const declared = request.headers.get('content-length')?.trim()
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) return TOO_LARGE

  const reader = request.body?.getReader()
  if (!reader) return { ok: true, text: '' }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return TOO_LARGE
    }
    chunks.push(value)
  }

  // Decoded once, whole: a character split across two chunks must not be mangled.
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, text: new TextDecoder().decode(body) }
}
