import autocannon from 'autocannon'
import type { BenchCase } from './types'

/** Throughput and latency of prerendered and server-rendered pages. */
export const pages: BenchCase = async ({ baseUrl }) => {
  const rows = []
  for (const [label, path] of [
    ['prerendered page /', '/'],
    ['server-rendered 404', '/no-such-page'],
    ['health check', '/healthz'],
  ] as const) {
    const r = await autocannon({ url: `${baseUrl}${path}`, connections: 20, duration: 5 })
    rows.push({
      name: label,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx - (path === '/no-such-page' ? r.non2xx : 0),
    })
  }
  return rows
}
