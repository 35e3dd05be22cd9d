import { and, eq, inArray } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingRequests, installationSlots } from '~/db/schema'
import { decideBooking } from '~/features/admin/bookings.server'
import { action as bookingsAction } from '~/routes/api.bookings'
import { createTestContext } from '../../../tests/support/app-context'
import { seedSlot } from '../../../tests/support/business-data'
import { callRoute } from '../../../tests/support/route-call'

/**
 * Staff decisions racing visitors' requests for the same block, on the
 * production code of both sides: POST /api/bookings' action (which runs
 * requestBooking) and the console's decideBooking. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL, where the transactions really interleave.
 */

let context: AppLoadContext
let close: () => Promise<void>
let ipCounter = 0

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
})
afterAll(() => close())

const staff = { id: '', email: 'owner@refinedresin.example', sessionId: '' }

/** A visitor's request through the public API, from its own address (the per-IP limit is not under test). */
async function visitorRequest(slotId: string, name = 'Dana Ruiz'): Promise<{ status: number; id?: string }> {
  const request = new Request('http://localhost/api/bookings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      slot_id: slotId,
      customer_name: name,
      customer_email: 'dana@example.com',
      project_address: '12 Main St, Buford, GA 30518',
      project_size: 450,
      project_type: 'residential',
      estimate: { space: 'garage', sqft: 450, finish: 'metallic-copper' },
    }),
  })
  const ctx = { ...context, ip: `192.0.2.${++ipCounter % 250}-${ipCounter}` }
  const res = await callRoute(bookingsAction, request, ctx)
  const body = JSON.parse(res.body as string) as { id?: string }
  return { status: res.status, id: body.id }
}

async function activeCount(slotId: string) {
  const rows = await context.db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.slotId, slotId), inArray(bookingRequests.status, ['pending', 'confirmed'])))
  return rows.length
}

const slotStatus = async (id: string) =>
  (await context.db.select().from(installationSlots).where(eq(installationSlots.id, id)))[0]?.status

describe('races never leave a block with two active bookings', () => {
  it('visitors racing each other: exactly one 201, the rest 409', async () => {
    const slot = await seedSlot(context.db, '2036-03-07')
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => visitorRequest(slot.id, `V${i}`)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(11)
    expect(await activeCount(slot.id)).toBe(1)
    expect(await slotStatus(slot.id)).toBe('pending')
  })

  it('a staff confirmation against visitors requesting the same block', async () => {
    for (let i = 0; i < 5; i++) {
      const slot = await seedSlot(context.db, `2033-0${i + 1}-07`)
      const first = await visitorRequest(slot.id)
      expect(first.status).toBe(201)
      const [confirmed, ...visitors] = await Promise.all([
        decideBooking(context.db, context.mailer, staff, first.id as string, 'confirm'),
        visitorRequest(slot.id, 'Racer 1'),
        visitorRequest(slot.id, 'Racer 2'),
      ])
      expect(confirmed.ok).toBe(true)
      // The block was on hold for the first request throughout: every racer is refused.
      expect(visitors.map((v) => v.status)).toEqual([409, 409])
      expect(await activeCount(slot.id)).toBe(1)
      expect(await slotStatus(slot.id)).toBe('booked')
    }
  })

  it('a decline against visitor requests and a confirmation of the old request', async () => {
    for (let i = 0; i < 5; i++) {
      const slot = await seedSlot(context.db, `2034-0${i + 1}-07`)
      const first = await visitorRequest(slot.id)
      const id = first.id as string
      const [declined, visitorA, visitorB, confirmed] = await Promise.all([
        decideBooking(context.db, context.mailer, staff, id, 'decline'),
        visitorRequest(slot.id, 'Racer A'),
        visitorRequest(slot.id, 'Racer B'),
        decideBooking(context.db, context.mailer, staff, id, 'confirm'),
      ])
      // Exactly one decision on the old request wins.
      expect([declined.ok, confirmed.ok].filter(Boolean)).toHaveLength(1)
      const created = [visitorA, visitorB].filter((v) => v.status === 201)
      for (const v of [visitorA, visitorB]) expect([201, 409]).toContain(v.status)
      // At most one new request gets the freed block, and only after a decline.
      expect(created.length).toBeLessThanOrEqual(1)
      if (confirmed.ok) expect(created).toHaveLength(0)
      expect(await activeCount(slot.id)).toBe(1 - (declined.ok ? 1 : 0) + created.length)
      const status = await slotStatus(slot.id)
      if (confirmed.ok) expect(status).toBe('booked')
      else expect(status).toBe(created.length ? 'pending' : 'available')
    }
  })

  it('confirm against decline: exactly one wins and the block matches it', async () => {
    for (let i = 0; i < 5; i++) {
      const slot = await seedSlot(context.db, `2035-0${i + 1}-07`)
      const { id } = await visitorRequest(slot.id)
      const [confirmed, declined] = await Promise.all([
        decideBooking(context.db, context.mailer, staff, id as string, 'confirm'),
        decideBooking(context.db, context.mailer, staff, id as string, 'decline'),
      ])
      expect([confirmed.ok, declined.ok].filter(Boolean)).toHaveLength(1)
      const loser = confirmed.ok ? declined : confirmed
      expect(loser).toMatchObject({ ok: false, status: 409 })
      expect(await slotStatus(slot.id)).toBe(confirmed.ok ? 'booked' : 'available')
      expect(await activeCount(slot.id)).toBe(confirmed.ok ? 1 : 0)
    }
  })
})
