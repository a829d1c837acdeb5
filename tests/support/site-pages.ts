// Reading the running site as a visitor's browser does: a page's status and its HTML, and
// polling (bounded in count and time) for a change that arrives by itself.

export type Page = { status: number; html: string }

export async function getPage(siteUrl: string, path: string): Promise<Page> {
  const response = await fetch(`${siteUrl}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** Text as React writes it into HTML, so a title can be found in a page's markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
}

/**
 * Calls `check` every `intervalMs` until it returns a value other than undefined; fails after
 * `timeoutMs` (or as many attempts as fit in it), naming `what`. Returns the value and the wait.
 */
export async function pollUntil<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  { timeoutMs, intervalMs = 250 }: { timeoutMs: number; intervalMs?: number },
): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const attempts = Math.ceil(timeoutMs / intervalMs) + 1
  for (let attempt = 0; attempt < attempts; attempt++) {
    const value = await check()
    if (value !== undefined) return { value, ms: Math.round(performance.now() - started) }
    if (performance.now() - started > timeoutMs) break
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`)
}
