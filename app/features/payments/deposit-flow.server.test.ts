import { eq, sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingRequests, depositRefunds, installationSlots, outbox } from '~/db/schema'
import { runDueJobs } from '~/features/jobs/runs.server'
import { bookingResponse } from '~/features/schedule/api.server'
import { action as webhookAction } from '~/routes/api.stripe-webhook'
import { loader as depositLoader } from '~/routes/deposit'
import { createTestContext } from '../../../tests/support/app-context'
import { type FakeStripe, type StripeEvent, startFakeStripe } from '../../../tests/support/fake-stripe'
import { openApiChecker } from '../../../tests/support/openapi'
import { callRoute } from '../../../tests/support/route-call'
import { expireOverdueCheckouts } from './fulfil.server'
import { depositHoldsJob } from './holds-job.server'
import { createPayments, type Payments } from './stripe.server'
import { stripeWebhookResponse } from './webhook.server'

let context: AppLoadContext
let close: () => Promise<void>
let fake: FakeStripe
let payments: Payments
let ipCounter = 0

beforeAll(async () => {
  const t = await createTestContext()
  fake = await startFakeStripe()
  payments = (await createPayments({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  })) as Payments
  context = { ...t.context, payments }
  close = t.close
})
afterAll(async () => {
  await close?.()
  await fake?.close()
})
beforeEach(async () => {
  await context.db.execute(
    sql`truncate booking_requests, installation_slots, outbox, deposit_refunds cascade`,
  )
  fake.failWith(null)
  fake.refuseRefunds(null)
})

const ctx = (over: Partial<AppLoadContext> = {}) => ({ ...context, ip: `198.51.100.${++ipCounter}`, ...over })

async function slot(startDate: string) {
  const [y, m, d] = startDate.split('-').map(Number)
  const end = new Date(Date.UTC(y, m - 1, d + 2)).toISOString().slice(0, 10)
  const [row] = await context.db
    .insert(installationSlots)
    .values({ startDate, endDate: end, status: 'available' })
    .returning()
  return row
}

const request = (slotId: string, email = 'ada@example.com') => ({
  slot_id: slotId,
  customer_name: 'Ada Lovelace',
  customer_email: email,
  project_address: '12 Main St, Buford, GA 30518',
  project_size: 400,
})

async function book(
  slotId: string,
  { lang = 'en', over = {} }: { lang?: string; over?: Partial<AppLoadContext> } = {},
) {
  const res = await bookingResponse(
    ctx(over),
    new Request('http://test/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-language': lang },
      body: JSON.stringify(request(slotId)),
    }),
  )
  return { status: res.status, body: (await res.json()) as Record<string, string> }
}

/** Posts an event to the webhook route as Stripe would, signed unless told otherwise. */
async function deliver(event: StripeEvent, signature?: string | null) {
  const payload = JSON.stringify(event)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  const header = signature === undefined ? fake.sign(payload) : signature
  if (header !== null) headers['stripe-signature'] = header
  const outcome = await callRoute(
    webhookAction as never,
    new Request('http://test/api/stripe/webhook', { method: 'POST', headers, body: payload }),
    context,
  )
  return outcome
}

const bookingRow = async (id: string) =>
  (await context.db.select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0]
const slotRow = async (id: string) =>
  (await context.db.select().from(installationSlots).where(eq(installationSlots.id, id)))[0]
const mails = () => context.db.select().from(outbox).orderBy(outbox.createdAt)
const sessionOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

async function payAndDeliver(sessionId: string) {
  await fake.pay(sessionId)
  return deliver(fake.event('checkout.session.completed', fake.sessions.get(sessionId)))
}

describe('a booking with a deposit', () => {
  it('holds the block and answers 201 with Stripe Checkout’s page, made as the terms say', async () => {
    const s = await slot('2031-05-02')
    const { status, body } = await book(s.id, { lang: 'es' })
    expect(status).toBe(201)
    expect(body.status).toBe('pending')
    expect(body.checkout_url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`))
    const session = fake.sessions.get(sessionOf(body.checkout_url))
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: body.id,
      metadata: { booking_id: body.id },
      locale: 'es',
      amount_total: 25_000,
      currency: 'usd',
    })
    // Thirty minutes ahead (and the margin Stripe's own minimum needs).
    const ahead = (session?.expires_at ?? 0) - Math.floor(Date.now() / 1000)
    expect(ahead).toBeGreaterThanOrEqual(30 * 60)
    expect(ahead).toBeLessThanOrEqual(32 * 60)
    expect(session?.success_url).toContain('/es/deposit?session_id={CHECKOUT_SESSION_ID}')
    expect((await slotRow(s.id)).status).toBe('pending')
    expect(await bookingRow(body.id)).toMatchObject({ depositStatus: 'awaiting', depositCents: 25_000 })
    // Nothing is mailed for a hold that may lapse.
    expect(await mails()).toEqual([])
  })

  it('records the payment once from the webhook, mails the amount and dated terms in the booking’s language, and ignores a redelivery', async () => {
    const s = await slot('2031-05-09')
    const { body } = await book(s.id, { lang: 'es' })
    const sessionId = sessionOf(body.checkout_url)
    await fake.pay(sessionId)
    const event = fake.event('checkout.session.completed', fake.sessions.get(sessionId))
    const first = await deliver(event)
    expect(first.status).toBe(200)
    const row = await bookingRow(body.id)
    expect(row).toMatchObject({ depositStatus: 'paid', status: 'pending', depositCents: 25_000 })
    expect(row.paymentIntentId).toMatch(/^pi_test_/)
    const sent = await mails()
    const customer = sent.find((m) => m.to === 'ada@example.com')
    expect(customer?.text).toContain('Depósito pagado: $250.00')
    // 7 days before Friday 9 May 2031, on Atlanta's calendar.
    expect(customer?.text).toContain('2 de mayo de 2031')
    expect(sent.find((m) => m.to !== 'ada@example.com')?.text).toContain('Deposit paid: $250.00')

    // The same event again, and the return page: nothing changes, no second mail.
    expect((await deliver(event)).status).toBe(200)
    const back = await callRoute(
      depositLoader as never,
      new Request(`http://test/es/deposit?session_id=${sessionId}`),
      context,
    )
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toMatch(/^\/es\/booking\/[A-Za-z0-9_-]{43}$/)
    expect(await mails()).toHaveLength(sent.length)
    expect((await bookingRow(body.id)).depositStatus).toBe('paid')
  })

  it('fulfils from the return page when the webhook has not come, once', async () => {
    const s = await slot('2031-05-16')
    const { body } = await book(s.id)
    const sessionId = sessionOf(body.checkout_url)
    await fake.pay(sessionId)
    const back = await callRoute(
      depositLoader as never,
      new Request(`http://test/deposit?session_id=${sessionId}`),
      context,
    )
    expect(back.status).toBe(303)
    expect((await bookingRow(body.id)).depositStatus).toBe('paid')
    const count = (await mails()).length
    expect(count).toBe(2)
    // The webhook arriving afterwards changes nothing.
    await deliver(fake.event('checkout.session.completed', fake.sessions.get(sessionId)))
    expect(await mails()).toHaveLength(count)
  })

  it('releases the block when the session expires unpaid, and a later expiry never releases a paid block', async () => {
    const s = await slot('2031-05-23')
    const { body } = await book(s.id)
    await fake.expire(sessionOf(body.checkout_url))
    await deliver(fake.event('checkout.session.expired', fake.sessions.get(sessionOf(body.checkout_url))))
    expect((await slotRow(s.id)).status).toBe('available')
    expect(await bookingRow(body.id)).toMatchObject({ depositStatus: 'expired', status: 'cancelled' })

    const s2 = await slot('2031-05-30')
    const paid = await book(s2.id)
    const paidSession = sessionOf(paid.body.checkout_url)
    await payAndDeliver(paidSession)
    // Out of order: an expiry event after the completion.
    const late = fake.event('checkout.session.expired', {
      ...fake.sessions.get(paidSession),
      status: 'expired',
    })
    expect((await deliver(late)).status).toBe(200)
    expect((await slotRow(s2.id)).status).toBe('pending')
    expect((await bookingRow(paid.body.id)).depositStatus).toBe('paid')
  })

  it('ends overdue holds on its own clock, asking Stripe first so a last-moment payment is kept', async () => {
    const unpaid = await book((await slot('2031-06-06')).id)
    const paid = await book((await slot('2031-06-13')).id)
    await fake.pay(sessionOf(paid.body.checkout_url))
    const later = new Date(Date.now() + 40 * 60 * 1000)
    expect(await expireOverdueCheckouts({ ...context, payments }, later)).toBe(1)
    expect((await bookingRow(unpaid.body.id)).depositStatus).toBe('expired')
    expect(fake.sessions.get(sessionOf(unpaid.body.checkout_url))?.status).toBe('expired')
    expect((await bookingRow(paid.body.id)).depositStatus).toBe('paid')
  })

  it('runs the holds job only where payments are configured', async () => {
    const unpaid = await book((await slot('2031-06-07')).id)
    const later = new Date(Date.now() + 40 * 60 * 1000)
    const settings = { backupDir: '/nowhere', backupTime: '03:00', timeZone: 'America/New_York' }
    const off = await runDueJobs({ ...context, settings, payments: null }, [depositHoldsJob], later, 'test')
    expect(off).toEqual([])
    const on = await runDueJobs({ ...context, settings, payments }, [depositHoldsJob], later, 'test')
    expect(on.map((o) => [o.job, o.result, o.detail])).toEqual([
      ['deposit-holds', 'succeeded', { released: 1 }],
    ])
    expect((await bookingRow(unpaid.body.id)).depositStatus).toBe('expired')
  })

  it('refunds in full at once a payment that completes after its hold ended and the block was taken, and tells both', async () => {
    const s = await slot('2031-06-20')
    const first = await book(s.id)
    const firstSession = sessionOf(first.body.checkout_url)
    await expireOverdueCheckouts({ ...context, payments: null }, new Date(Date.now() + 40 * 60 * 1000))
    const second = await book(s.id)
    expect(second.status).toBe(201)
    // The first visitor's payment still goes through at Stripe.
    await payAndDeliver(firstSession)
    const row = await bookingRow(first.body.id)
    expect(row).toMatchObject({
      depositStatus: 'refunded_full',
      depositRefundedCents: 25_000,
      status: 'cancelled',
    })
    expect(fake.refunds.map((r) => r.amount)).toEqual([25_000])
    const sent = await mails()
    expect(sent.some((m) => m.to === 'ada@example.com' && /refunded the full \$250\.00/.test(m.text))).toBe(
      true,
    )
    expect(sent.some((m) => m.subject.startsWith('Late deposit refunded'))).toBe(true)
    expect((await bookingRow(second.body.id)).status).toBe('pending')
  })

  it('keeps a late payment when the block is still free, holding it again', async () => {
    const s = await slot('2031-06-27')
    const { body } = await book(s.id)
    await expireOverdueCheckouts({ ...context, payments: null }, new Date(Date.now() + 40 * 60 * 1000))
    expect((await slotRow(s.id)).status).toBe('available')
    await payAndDeliver(sessionOf(body.checkout_url))
    expect(await bookingRow(body.id)).toMatchObject({ depositStatus: 'paid', status: 'pending' })
    expect((await slotRow(s.id)).status).toBe('pending')
  })

  it('refuses forged, stale and unsigned events with 400 and changes nothing; ignores sessions that are not ours', async () => {
    const s = await slot('2031-07-04')
    const { body } = await book(s.id)
    const sessionId = sessionOf(body.checkout_url)
    await fake.pay(sessionId)
    const event = fake.event('checkout.session.completed', fake.sessions.get(sessionId))
    const payload = JSON.stringify(event)
    for (const signature of [
      fake.sign(payload, { secret: 'whsec_forged' }),
      fake.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
      null,
      'garbage',
    ]) {
      expect((await deliver(event, signature)).status).toBe(400)
    }
    expect((await bookingRow(body.id)).depositStatus).toBe('awaiting')
    expect(await mails()).toEqual([])
    const stranger = await deliver(
      fake.event('checkout.session.completed', { ...fake.sessions.get(sessionId), id: 'cs_test_not_ours' }),
    )
    expect(stranger.status).toBe(200)
    expect((await deliver(fake.event('customer.created', { id: 'cus_1' }))).status).toBe(200)
  })

  it('leaves the block free and says nothing was booked or charged when Stripe fails, in the visitor’s language', async () => {
    const s = await slot('2031-07-11')
    fake.failWith(500)
    const es = await book(s.id, { lang: 'es' })
    expect(es.status).toBe(503)
    expect(es.body.error).toMatch(/no se hizo y no se cobró nada/)
    const en = await book(s.id)
    expect(en.body.error).toMatch(/your booking was not made and nothing was charged/)
    expect((await slotRow(s.id)).status).toBe('available')
    expect(await context.db.select().from(bookingRequests)).toEqual([])
    fake.failWith(null)
    expect((await book(s.id)).status).toBe(201)
  })

  it('leaves the block free when Stripe does not answer in time, and says nothing was charged', async () => {
    const s = await slot('2031-07-12')
    const impatient = await createPayments(
      {
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_URL: fake.url,
      },
      { timeoutMs: 300 },
    )
    fake.stall(true)
    try {
      const { status, body } = await book(s.id, { over: { payments: impatient } })
      expect(status).toBe(503)
      expect(body.error).toMatch(/nothing was charged/)
    } finally {
      fake.stall(false)
    }
    expect((await slotRow(s.id)).status).toBe('available')
    expect(await context.db.select().from(bookingRequests)).toEqual([])
  })

  it('gives one of two visitors racing for a block Checkout and the other a 409', async () => {
    const s = await slot('2031-07-18')
    const [a, b] = await Promise.all([book(s.id), book(s.id)])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    const winner = a.status === 201 ? a : b
    expect(winner.body.checkout_url).toBeTruthy()
    expect(fake.sessions.size).toBeGreaterThan(0)
  })

  it('takes no deposit and makes no session when payments are off', async () => {
    const s = await slot('2031-07-25')
    const before = fake.requests.length
    const { status, body } = await book(s.id, { over: { payments: null } })
    expect(status).toBe(201)
    expect(body).toEqual({ id: body.id, status: 'pending' })
    expect((await bookingRow(body.id)).depositStatus).toBeNull()
    expect(fake.requests.length).toBe(before)
    expect((await mails()).length).toBe(2)
    expect(await context.db.select().from(depositRefunds)).toEqual([])
  })
})

describe('as docs/openapi.json describes it', () => {
  it('answers the booking with checkout_url and the webhook’s 200 and 400 as documented', async () => {
    const api = openApiChecker()
    const s = await slot('2031-08-01')
    const created = await bookingResponse(
      ctx(),
      new Request('http://test/api/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request(s.id)),
      }),
    )
    const body = (await api.check('post', '/api/bookings', created)).body as { checkout_url: string }
    const sessionId = sessionOf(body.checkout_url)
    await fake.pay(sessionId)
    const payload = JSON.stringify(fake.event('checkout.session.completed', fake.sessions.get(sessionId)))
    const post = (signature: string) =>
      stripeWebhookResponse(
        context,
        new Request('http://test/api/stripe/webhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        }),
      )
    expect((await api.check('post', '/api/stripe/webhook', await post(fake.sign(payload)))).body).toEqual({
      received: true,
      result: 'paid',
    })
    const forged = await api.check(
      'post',
      '/api/stripe/webhook',
      await post(fake.sign(payload, { secret: 'whsec_no' })),
    )
    expect(forged.status).toBe(400)
  })
})
