import autocannon from 'autocannon'
import { addMonths, monthOf, todayInBusinessZone } from '../../app/features/schedule/calendar'
import type { BenchCase } from './types'

/**
 * Bench servers start with SLOTS_SEED_MONTHS blocks (about 20 years of weekends),
 * so every booking below takes a block of its own. Set here because bench.ts
 * imports every case before it starts a server.
 */
process.env.SLOTS_SEED_MONTHS ??= '240'

const RATE = 50
const DURATION = 10

/** POST /api/bookings at a fixed 50 req/s, each for a different open block (DESIGN.md: p99 < 150 ms). */
export const bookings: BenchCase = async ({ baseUrl }) => {
  const first = monthOf(todayInBusinessZone(new Date()))
  const open: string[] = []
  for (let i = 1; i <= Number(process.env.SLOTS_SEED_MONTHS) && open.length < RATE * DURATION; i++) {
    const res = await fetch(`${baseUrl}/api/slots?month=${addMonths(first, i)}`)
    const slots = (await res.json()) as { id: string; status: string }[]
    for (const s of slots) if (s.status === 'available') open.push(s.id)
  }
  const total = Math.min(open.length, RATE * DURATION)
  let n = 0
  const r = await autocannon({
    url: baseUrl,
    connections: 10,
    overallRate: RATE,
    amount: total,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        setupRequest: (req) => {
          const i = n++
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              // One visitor per request: the per-address limit is not what this measures.
              'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: JSON.stringify({
              slot_id: open[i % open.length],
              customer_name: `Bench Visitor ${i}`,
              customer_email: `bench${i}@example.com`,
              project_address: `${i} Bench St, Buford, GA 30518`,
              project_size: 400,
              estimate: { space: 'garage', sqft: 400, finish: 'metallic-copper' },
            }),
          }
        },
      },
    ],
  })
  const created = r.statusCodeStats?.['201']?.count ?? 0
  return [
    {
      name: 'POST /api/bookings',
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
      budget: `p99 < 150 ms at ${RATE} req/s`,
      pass:
        r.latency.p99 < 150 && r.errors + r.non2xx === 0 && created === total && total === RATE * DURATION,
      note: `${created} of ${total} bookings stored (201)`,
    },
  ]
}
