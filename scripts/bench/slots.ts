import autocannon from 'autocannon'
import { addMonths, monthOf, todayInBusinessZone } from '../../app/features/schedule/calendar'
import { paced } from './paced'
import type { BenchCase } from './types'

/**
 * GET /api/slots at 500 req/s across a year of months (DESIGN.md: p99 < 50 ms), judged
 * on Poisson arrivals (./paced.ts); autocannon's bursts are shown beside it.
 */
export const slots: BenchCase = async ({ baseUrl }) => {
  const first = monthOf(todayInBusinessZone(new Date()))
  const requests = Array.from({ length: 12 }, (_, i) => ({
    method: 'GET' as const,
    path: `/api/slots?month=${addMonths(first, i)}`,
  }))
  const p = await paced(baseUrl, {
    rate: 500,
    seconds: 10,
    next: (i) => requests[i % 12] as (typeof requests)[0],
  })
  const ok = p.statuses[200] ?? 0
  const r = await autocannon({ url: baseUrl, connections: 50, overallRate: 500, duration: 10, requests })
  return [
    {
      name: 'GET /api/slots (Poisson arrivals)',
      rps: 500,
      p50: p.p50,
      p99: p.p99,
      errors: p.errors + p.sent - ok,
      budget: 'p99 < 50 ms at 500 req/s',
      pass: p.p99 < 50 && p.errors === 0 && ok === p.sent,
    },
    {
      name: 'GET /api/slots (autocannon: bursts at each second)',
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    },
  ]
}
