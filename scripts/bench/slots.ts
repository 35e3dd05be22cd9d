import autocannon from 'autocannon'
import { addMonths, monthOf, todayInBusinessZone } from '../../app/features/schedule/calendar'
import type { BenchCase } from './types'

/** GET /api/slots at a fixed 500 req/s across a year of months (DESIGN.md: p99 < 50 ms). */
export const slots: BenchCase = async ({ baseUrl }) => {
  const first = monthOf(todayInBusinessZone(new Date()))
  const requests = Array.from({ length: 12 }, (_, i) => ({
    method: 'GET' as const,
    path: `/api/slots?month=${addMonths(first, i)}`,
  }))
  const r = await autocannon({ url: baseUrl, connections: 50, overallRate: 500, duration: 10, requests })
  return [
    {
      name: 'GET /api/slots',
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
      budget: 'p99 < 50 ms at 500 req/s',
      pass: r.latency.p99 < 50 && r.requests.average >= 475 && r.errors + r.non2xx === 0,
    },
  ]
}
