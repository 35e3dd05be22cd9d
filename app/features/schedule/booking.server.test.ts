import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { queryRows } from '~/db/client.server'
import { bookingRequests, installationSlots, outbox } from '~/db/schema'
import { action as scheduleAction } from '~/routes/schedule'
import { createTestContext } from '../../../tests/support/app-context'
import { captureLogs } from '../../../tests/support/logs'
import { callRoute } from '../../../tests/support/route-call'
import { worded } from '../../../tests/support/worded'
import { bookingResponse, slotsResponse } from './api.server'
import { requestBooking } from './booking.server'
import { generateSlots, listSlots } from './slots.server'

/** What the API answers when the block went to someone else first, in English. */
const BLOCK_TAKEN = 'That block was just requested. Please choose another.'

let context: AppLoadContext
let close: () => Promise<void>
let ipCounter = 0

beforeAll(async () => {
  const t = await createTestContext()
  context = t.context
  close = t.close
})
afterAll(async () => {
  await close?.()
})

/** Each caller its own address, so the per-IP limit only bites where a test wants it. */
const freshCtx = (ip = `198.51.100.${++ipCounter % 250}-${ipCounter}`) => ({ ...context, ip })

const post = (body: unknown, ctx = freshCtx()) =>
  bookingResponse(
    ctx,
    new Request('http://test/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

async function slot(
  startDate: string,
  status: 'available' | 'pending' | 'booked' | 'unavailable' = 'available',
) {
  const [y, m, d] = startDate.split('-').map(Number)
  const end = new Date(Date.UTC(y, m - 1, d + 2)).toISOString().slice(0, 10)
  const [row] = await context.db
    .insert(installationSlots)
    .values({ startDate, endDate: end, status, location: 'Buford, GA' })
    .returning()
  return row
}

const request = (slotId: string, extra: Record<string, unknown> = {}) => ({
  slot_id: slotId,
  customer_name: 'Ada Lovelace',
  customer_email: 'Ada@Example.com',
  customer_phone: '',
  project_address: '12 Main St, Buford, GA 30518',
  project_size: 400,
  ...extra,
})

beforeEach(async () => {
  await context.db.execute(sql`truncate booking_requests, installation_slots, outbox cascade`)
})

describe('GET /api/slots', () => {
  it('lists the blocks starting in the month, first and last day inclusive, by start date', async () => {
    await slot('2031-03-31')
    await slot('2031-03-01')
    await slot('2031-02-28')
    await slot('2031-04-01')
    await slot('2031-03-14', 'booked')
    const res = await slotsResponse(context.db, new URL('http://test/api/slots?month=2031-03'))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { start_date: string; end_date: string; status: string }[]
    expect(body.map((s) => s.start_date)).toEqual(['2031-03-01', '2031-03-14', '2031-03-31'])
    expect(body[0]).toEqual({
      id: expect.any(String),
      start_date: '2031-03-01',
      end_date: '2031-03-03',
      status: 'available',
      location: 'Buford, GA',
    })
    expect(body[1].status).toBe('booked')
  })

  it.each(['2031-3', '2031-13', 'March', '', '2031-03-01', "2031-03' or 1=1 --"])(
    'answers 400 with a message for the month %j',
    async (month) => {
      const res = await slotsResponse(
        context.db,
        new URL(`http://test/api/slots?month=${encodeURIComponent(month)}`),
      )
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: string }).error).toMatch(/YYYY-MM/)
    },
  )

  it('shows a block that has already started as unavailable', async () => {
    await slot('2031-03-07')
    const rows = await listSlots(context.db, '2031-03', '2031-03-07')
    expect(rows[0].status).toBe('unavailable')
  })
})

describe('POST /api/bookings', () => {
  it('stores the request as pending, puts the block on hold and mails the visitor', async () => {
    const s = await slot('2031-05-02')
    const res = await post(request(s.id, { notes: '<b>gate code</b> 1234', preferred_finish: 'metallic' }))
    expect(res.status).toBe(201)
    const body = (await res.json()) as { id: string; status: string }
    expect(body.status).toBe('pending')

    const [row] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.id, body.id))
    expect(row).toMatchObject({
      status: 'pending',
      customerEmail: 'ada@example.com',
      customerPhone: null,
      projectType: 'residential',
      preferredFinish: 'metallic',
      notes: '<b>gate code</b> 1234',
      isSpam: false,
      estimate: null,
    })
    const [held] = await context.db.select().from(installationSlots).where(eq(installationSlots.id, s.id))
    expect(held.status).toBe('pending')

    const mails = await context.db.select().from(outbox).where(eq(outbox.relatedId, body.id))
    const visitor = mails.find((m) => m.to === 'ada@example.com')
    expect(visitor?.subject).toContain('Fri, May 2 – Sun, May 4, 2031')
    expect(visitor?.text).toContain('within 24 hours')
    expect(mails).toHaveLength(2)
  })

  it('stores the estimate priced on the server, never the browser’s figures', async () => {
    const s = await slot('2031-05-09')
    const res = await post(
      request(s.id, {
        estimate: {
          space: 'garage',
          sqft: 400,
          finish: 'metallic-copper',
          zip: '30518',
          timeline: 'later',
          minTotal: 1,
        },
      }),
    )
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    const [row] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.id, id))
    expect(row.estimate).toMatchObject({
      inputs: { space: 'garage', sqft: 400, finish: 'metallic-copper', zip: '30518', timeline: 'later' },
      minTotal: 3510,
      maxTotal: 4940,
      total: 4225,
      estimatedDays: 2,
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
  })

  it('answers 409 for a block on hold, booked, unavailable or past, and 404 for an unknown one', async () => {
    const held = await slot('2031-06-06', 'pending')
    const booked = await slot('2031-06-13', 'booked')
    const closed = await slot('2031-06-20', 'unavailable')
    const past = await slot('2020-06-05')
    const heldRes = await post(request(held.id))
    expect(heldRes.status).toBe(409)
    expect(((await heldRes.json()) as { error: string }).error).toBe(BLOCK_TAKEN)
    expect((await post(request(booked.id))).status).toBe(409)
    expect((await post(request(closed.id))).status).toBe(409)
    expect((await post(request(past.id))).status).toBe(409)
    const missing = await post(request('5f0c7a5e-1111-4c1c-9a0e-2b1d4e3f6a7b'))
    expect(missing.status).toBe(404)
    const [{ n }] = await queryRows<{ n: number }>(
      context.db,
      sql`select count(*)::int as n from booking_requests`,
    )
    expect(n).toBe(0)
  })

  it('answers 400 with field errors for malformed JSON or fields', async () => {
    const notJson = await post('{"slot_id": ')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ error: expect.any(String), fieldErrors: {} })

    const res = await post({ slot_id: 'nope', customer_email: 'x', project_size: 50 })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> }
    expect(Object.keys(body.fieldErrors).sort()).toEqual(
      ['customer_email', 'customer_name', 'project_address', 'project_size', 'slot_id'].sort(),
    )
    expect(body.fieldErrors.project_size).toEqual(['Square footage must be at least 100'])
    expect((await post([1, 2])).status).toBe(400)
    expect((await post('x'.repeat(40_000))).status).toBe(413)
  })

  it('accepts a filled honeypot with a 201, flags it as spam, holds nothing and mails no one', async () => {
    const s = await slot('2031-07-04')
    const res = await post(request(s.id, { website: 'http://spam.example' }))
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    const [row] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.id, id))
    expect(row.isSpam).toBe(true)
    const [still] = await context.db.select().from(installationSlots).where(eq(installationSlots.id, s.id))
    expect(still.status).toBe('available')
    expect(await context.db.select().from(outbox)).toHaveLength(0)
    // A real visitor can still request the block.
    expect((await post(request(s.id))).status).toBe(201)
  })

  it('allows 5 requests per address per hour, then 429 with Retry-After', async () => {
    const ctx = freshCtx('192.0.2.99')
    const slots = await Promise.all(
      ['2031-08-01', '2031-08-08', '2031-08-15', '2031-08-22', '2031-08-29', '2031-09-05'].map((d) =>
        slot(d),
      ),
    )
    for (const s of slots.slice(0, 5)) expect((await post(request(s.id), ctx)).status).toBe(201)
    const res = await post(request(slots[5].id), ctx)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await res.json()) as { error: string }).error).toMatch(/try again in \d+ minutes?/)
    // Counted before any photo is decoded (decision 024): a file that is no picture is not even
    // looked at from this address, while a fresh address gets the decoder's 400 for it.
    const fake = new File([new Uint8Array([1, 2, 3])], 'floor.jpg', { type: 'image/jpeg' })
    const input = request(slots[5].id) as unknown as Parameters<typeof requestBooking>[1]
    expect(await requestBooking(ctx, input, { sourcePage: '/schedule', photos: [fake] })).toMatchObject({
      status: 429,
    })
    expect(
      worded(await requestBooking(freshCtx(), input, { sourcePage: '/schedule', photos: [fake] })),
    ).toMatchObject({
      status: 400,
      fieldErrors: { photos: [expect.stringMatching(/is not a JPEG/)] },
    })
  })

  it('gives one of 50 concurrent requests for a block the hold, and 49 a 409, with nothing half-written', async () => {
    const s = await slot('2031-10-03')
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(request(s.id, { customer_name: `Racer ${i}` }))),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((c) => c === 201)).toHaveLength(1)
    expect(statuses.filter((c) => c === 409)).toHaveLength(49)
    for (const r of responses.filter((x) => x.status === 409)) {
      expect(((await r.json()) as { error: string }).error).toBe(BLOCK_TAKEN)
    }
    const rows = await context.db.select().from(bookingRequests).where(eq(bookingRequests.slotId, s.id))
    expect(rows).toHaveLength(1)
    const [held] = await context.db.select().from(installationSlots).where(eq(installationSlots.id, s.id))
    expect(held.status).toBe('pending')
    expect(await context.db.select().from(outbox)).toHaveLength(2)
  })

  it('lets the database refuse a second active request for a block, whatever the code does', async () => {
    const s = await slot('2031-10-10')
    const values = {
      slotId: s.id,
      customerName: 'A',
      customerEmail: 'a@example.com',
      projectAddress: 'x',
      projectSize: 100,
    }
    await context.db.insert(bookingRequests).values(values)
    await expect(context.db.insert(bookingRequests).values(values)).rejects.toThrow()
  })

  it('never answers 5xx, whatever the body', async () => {
    const s = await slot('2031-11-07')
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(s.id),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
    )
    const body = fc.oneof(
      fc.record(
        {
          slot_id: field,
          customer_name: field,
          customer_email: fc.oneof(field, fc.emailAddress()),
          customer_phone: field,
          project_address: field,
          project_size: fc.oneof(field, fc.integer({ min: -10, max: 3_000_000_000 })),
          project_type: field,
          preferred_finish: field,
          notes: field,
          website: field,
          estimate: fc.oneof(field, fc.record({ space: field, sqft: field, finish: field })),
        },
        { requiredKeys: [] },
      ),
      fc.string(),
      fc.jsonValue(),
    )
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await post(typeof b === 'string' ? b : JSON.stringify(b))
        expect(res.status).toBeGreaterThanOrEqual(200)
        expect(res.status).toBeLessThan(500)
      }),
      { numRuns: 300 },
    )
  })
})

describe('slot generation', () => {
  it('creates the weekend blocks that do not exist yet, and is idempotent', async () => {
    await slot('2031-01-10', 'booked')
    const first = await generateSlots(context.db, { today: '2031-01-01', months: 1 })
    // January and February 2031: 5 + 4 Fridays, one already there.
    expect(first).toEqual({ created: 8, total: 9 })
    const again = await generateSlots(context.db, { today: '2031-01-01', months: 1 })
    expect(again.created).toBe(0)
    const rows = await listSlots(context.db, '2031-01', '2031-01-01')
    expect(rows.map((r) => [r.start_date, r.end_date, r.status])).toEqual([
      ['2031-01-03', '2031-01-05', 'available'],
      ['2031-01-10', '2031-01-12', 'booked'],
      ['2031-01-17', '2031-01-19', 'available'],
      ['2031-01-24', '2031-01-26', 'available'],
      ['2031-01-31', '2031-02-02', 'available'],
    ])
  })
})

describe('when the database fails under a booking', () => {
  it('answers the /schedule form with 503, the message and every value typed, and the API with 503 JSON', async () => {
    const s = await slot('2032-01-09')
    await context.db.execute(sql`alter table booking_requests rename to booking_requests_unavailable`)
    const logs = captureLogs('error')
    const message =
      'We could not save your booking request just now. Nothing was lost on your side: please try again in a minute, or call (470) 555-0142.'
    try {
      const typed = {
        slot_id: s.id,
        customer_name: 'Ada Lovelace',
        customer_email: 'ada@example.com',
        customer_phone: '(470) 555-0199',
        project_address: '12 Main St, Buford, GA 30518',
        project_size: '450',
        project_type: 'commercial',
        preferred_finish: 'flake',
        notes: 'Two bays,\r\nplease call first.',
      }
      const form = new Request('http://test/schedule', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(typed),
      })
      const answer = await callRoute(scheduleAction, form, freshCtx())
      const data = answer.body as {
        result: { initialValue?: Record<string, unknown> }
        outcome: { message?: string }
      }
      expect(answer.status).toBe(503)
      expect(answer.headers.get('Retry-After')).toBe('60')
      expect(data.outcome.message).toBe(message)
      expect(data.result.initialValue).toMatchObject(typed)

      const api = await post(request(s.id))
      expect(api.status).toBe(503)
      expect(await api.json()).toMatchObject({ error: message })
    } finally {
      logs.restore()
      await context.db.execute(sql`alter table booking_requests_unavailable rename to booking_requests`)
    }
    expect(logs.lines().filter((l) => l.msg === 'booking not stored')).toHaveLength(2)
    const [still] = await context.db.select().from(installationSlots).where(eq(installationSlots.id, s.id))
    expect(still.status).toBe('available')
  })
})
