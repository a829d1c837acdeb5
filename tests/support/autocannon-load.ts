// autocannon on a few paths of one server, summed up as a row of the benchmarks' tables.
import autocannon from 'autocannon'

export type LoadRow = {
  name: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

export async function runLoad(
  url: string,
  name: string,
  paths: readonly string[],
  { seconds, connections }: { seconds: number; connections: number },
): Promise<LoadRow> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  })
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

export function loadTable(rows: readonly LoadRow[]): string {
  const lines = [
    '| requests | req/s | p50 ms | p99 ms | errors | non-2xx |',
    '|---|---|---|---|---|---|',
  ]
  for (const row of rows) {
    lines.push(
      `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
    )
  }
  return lines.join('\n')
}
