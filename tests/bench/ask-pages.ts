// A crawler for the scale benchmarks (bench:build, bench:crawl): each path asked once, a few at a
// time, each body read whole, redirects not followed.

/** How one page answered: its status (or `timeout`, `error`), the time to its whole body, and
 * whether Next rendered it for this request (`x-nextjs-cache: MISS`). */
export type PageAnswer = { path: string; status: string; ms: number; render: boolean }

export async function askPages(
  url: string,
  paths: readonly string[],
  { concurrency, timeoutMs }: { concurrency: number; timeoutMs: number },
  onAnswer: (answer: PageAnswer, count: number) => void = () => {},
): Promise<PageAnswer[]> {
  const answers: PageAnswer[] = []
  let next = 0
  const worker = async () => {
    for (let at = next++; at < paths.length; at = next++) {
      const path = paths[at] ?? ''
      const started = performance.now()
      let status = 'error'
      let render = false
      try {
        const response = await fetch(`${url}${path}`, {
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        })
        await response.arrayBuffer()
        status = `${response.status}`
        render = response.headers.get('x-nextjs-cache') === 'MISS'
      } catch (error) {
        status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'error'
      }
      const answer = { path, status, ms: performance.now() - started, render }
      answers.push(answer)
      onAnswer(answer, answers.length)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return answers
}
