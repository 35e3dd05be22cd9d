import autocannon from 'autocannon'
import { addMonths, monthOf, todayInBusinessZone } from '../../app/features/schedule/calendar'
import { paced } from './paced'
import type { BenchCase, BenchRow } from './types'

/**
 * Bench servers start with SLOTS_SEED_MONTHS blocks (about 20 years of weekends),
 * so every booking below takes a block of its own. Set here because bench.ts
 * imports every case before it starts a server.
 */
process.env.SLOTS_SEED_MONTHS ??= '480'

const RATE = 50
const DURATION = 10

const headersFor = (i: number) => ({
  'content-type': 'application/json',
  // One visitor per request: the per-address limit is not what this measures.
  'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
})

const bodyFor = (i: number, slotId: string) =>
  JSON.stringify({
    slot_id: slotId,
    customer_name: `Bench Visitor ${i}`,
    customer_email: `bench${i}@example.com`,
    project_address: `${i} Bench St, Buford, GA 30518`,
    project_size: 400,
    estimate: { space: 'garage', sqft: 400, finish: 'metallic-copper' },
  })

/**
 * POST /api/bookings at 50 req/s, each for a different open block (DESIGN.md: p99 < 150 ms),
 * judged on Poisson arrivals (./paced.ts); autocannon's bursts are shown beside it.
 */
export const bookings: BenchCase = async ({ baseUrl }) => {
  const first = monthOf(todayInBusinessZone(new Date()))
  const open: string[] = []
  const wanted = 2 * RATE * DURATION
  for (let i = 1; i <= Number(process.env.SLOTS_SEED_MONTHS) && open.length < wanted; i++) {
    const res = await fetch(`${baseUrl}/api/slots?month=${addMonths(first, i)}`)
    const slots = (await res.json()) as { id: string; status: string }[]
    for (const s of slots) if (s.status === 'available') open.push(s.id)
  }
  const pacedSlots = open.slice(0, RATE * DURATION)
  const p = await paced(baseUrl, {
    rate: RATE,
    seconds: DURATION,
    next: (i) => ({
      method: 'POST',
      path: '/api/bookings',
      headers: headersFor(i),
      body: bodyFor(i, pacedSlots[i % pacedSlots.length] as string),
    }),
  })
  const pacedCreated = p.statuses[201] ?? 0
  const rows: BenchRow[] = [
    {
      name: 'POST /api/bookings (Poisson arrivals)',
      rps: RATE,
      p50: p.p50,
      p99: p.p99,
      errors: p.errors + p.sent - pacedCreated,
      budget: `p99 < 150 ms at ${RATE} req/s`,
      pass: p.p99 < 150 && p.errors === 0 && pacedCreated === p.sent && pacedSlots.length === p.sent,
      note: `${pacedCreated} of ${p.sent} bookings stored (201)`,
    },
  ]
  const rest = open.slice(RATE * DURATION)
  const total = Math.min(rest.length, RATE * DURATION)
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
          const visitor = RATE * DURATION + i
          return {
            ...req,
            headers: headersFor(visitor),
            body: bodyFor(visitor, rest[i % rest.length] as string),
          }
        },
      },
    ],
  })
  const created = r.statusCodeStats?.['201']?.count ?? 0
  rows.push({
    name: 'POST /api/bookings (autocannon: bursts at each second)',
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    note: `${created} of ${total} bookings stored (201)`,
  })
  return rows
}
