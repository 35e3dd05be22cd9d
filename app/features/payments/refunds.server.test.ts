import { eq, sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingRequests, depositRefunds, installationSlots, outbox, staffActions } from '~/db/schema'
import { ensureFirstStaffAccount } from '~/features/admin/auth.server'
import { inboxCsv, listInbox } from '~/features/admin/inbox.server'
import { parseInboxFilter } from '~/features/admin/inbox-filter'
import { mintBookingLink } from '~/features/booking-page/token.server'
import { bookingResponse } from '~/features/schedule/api.server'
import { addDays, todayInBusinessZone } from '~/features/schedule/calendar'
import { loader as bookingsLoader } from '~/routes/admin.bookings'
import { loader as dashboardLoader } from '~/routes/admin.dashboard'
import { action as leadAction, loader as leadLoader } from '~/routes/admin.lead'
import { action as signInAction } from '~/routes/admin.sign-in'
import { action as bookingPageAction, loader as bookingPageLoader } from '~/routes/booking.$token'
import { createTestContext } from '../../../tests/support/app-context'
import { type FakeStripe, startFakeStripe } from '../../../tests/support/fake-stripe'
import { callRoute, cookieFrom, getPage, postForm } from '../../../tests/support/route-call'
import { fulfilCheckout } from './fulfil.server'
import { createPayments, type Payments } from './stripe.server'

const ownerEmail = 'owner@refinedresin.example'
const password = 'a long enough password 2026'

let context: AppLoadContext
let close: () => Promise<void>
let fake: FakeStripe
let cookie = ''
let ipCounter = 0

beforeAll(async () => {
  const t = await createTestContext()
  fake = await startFakeStripe()
  const payments = (await createPayments({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  })) as Payments
  context = { ...t.context, payments }
  close = t.close
  await ensureFirstStaffAccount(context.db, ownerEmail, password)
  cookie = cookieFrom(
    await callRoute(
      signInAction as never,
      postForm('/admin/sign-in', { email: ownerEmail, password }),
      context,
    ),
  )
})
afterAll(async () => {
  await close?.()
  await fake?.close()
})
beforeEach(async () => {
  await context.db.execute(
    sql`truncate booking_requests, installation_slots, outbox, deposit_refunds cascade`,
  )
  fake.refuseRefunds(null)
})

const today = () => todayInBusinessZone(new Date())

async function slot(daysAhead: number) {
  const startDate = addDays(today(), daysAhead)
  const [row] = await context.db
    .insert(installationSlots)
    .values({ startDate, endDate: addDays(startDate, 2), status: 'available' })
    .returning()
  return row
}

/** A booking whose $250.00 deposit is paid, in `lang`; its booking page's path. */
async function paidBooking(daysAhead: number, lang = 'en') {
  const s = await slot(daysAhead)
  const res = await bookingResponse(
    { ...context, ip: `203.0.113.${++ipCounter}` },
    new Request('http://test/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-language': lang },
      body: JSON.stringify({
        slot_id: s.id,
        customer_name: 'Grace Hopper',
        customer_email: 'grace@example.com',
        project_address: '1 Navy Way, Buford, GA 30518',
        project_size: 500,
      }),
    }),
  )
  const body = (await res.json()) as { id: string; checkout_url: string }
  const sessionId = body.checkout_url.slice(body.checkout_url.lastIndexOf('/') + 1)
  await fake.pay(sessionId)
  await fulfilCheckout(context, fake.sessions.get(sessionId) as never)
  const path = new URL(await mintBookingLink(context.db, body.id)).pathname
  return { id: body.id, path, token: path.slice(path.lastIndexOf('/') + 1), slot: s }
}

const bookingRow = async (id: string) =>
  (await context.db.select().from(bookingRequests).where(eq(bookingRequests.id, id)))[0]

async function customerCancels(b: { path: string; token: string }) {
  return callRoute(
    bookingPageAction as never,
    postForm(b.path, { intent: 'cancel', confirm: 'yes' }),
    { ...context, ip: `198.51.100.${++ipCounter}` },
    { token: b.token },
  )
}

async function bookingPage(b: { path: string; token: string }) {
  const page = await callRoute(bookingPageLoader as never, getPage(b.path), context, { token: b.token })
  return page.body as { deposit: { heading: string; lines: string[] } | null }
}

const staffDoes = (id: string, intent: string) =>
  callRoute(leadAction as never, postForm(`/admin/leads/booking/${id}`, { intent }, cookie), context, {
    kind: 'booking',
    id,
  })

describe('cancelling refunds the deposit by the terms', () => {
  it('says on the booking page what was paid and until when it is refunded in full', async () => {
    const b = await paidBooking(30)
    const page = await bookingPage(b)
    expect(page.deposit?.lines[0]).toMatch(/^Paid \$250\.00 on /)
    expect(page.deposit?.lines[1]).toContain(
      'full refund of $250.00; after that, cancelling refunds $125.00 (50%)',
    )
  })

  it('refunds in full a cancellation 7 or more days before the install, and says so on the page and by mail', async () => {
    const b = await paidBooking(10)
    expect((await customerCancels(b)).status).toBe(303)
    expect(await bookingRow(b.id)).toMatchObject({
      status: 'cancelled',
      depositStatus: 'refunded_full',
      depositRefundedCents: 25_000,
    })
    expect(fake.refunds.at(-1)?.amount).toBe(25_000)
    const [refund] = await context.db.select().from(depositRefunds).where(eq(depositRefunds.bookingId, b.id))
    expect(refund).toMatchObject({
      reason: 'cancelled-early',
      status: 'succeeded',
      requestedBy: 'the customer',
    })
    expect((await bookingPage(b)).deposit?.lines[0]).toMatch(
      /^Your \$250\.00 deposit was refunded in full on /,
    )
    const mail = (await context.db.select().from(outbox)).find((m) =>
      m.subject.startsWith('Your deposit refund'),
    )
    expect(mail?.text).toMatch(/We refunded \$250\.00 of your \$250\.00 deposit/)
  })

  it('refunds half a cancellation inside 7 days, in the booking’s language', async () => {
    const b = await paidBooking(3, 'es')
    await customerCancels(b)
    expect(await bookingRow(b.id)).toMatchObject({
      depositStatus: 'refunded_partial',
      depositRefundedCents: 12_500,
    })
    expect(fake.refunds.at(-1)?.amount).toBe(12_500)
    expect((await bookingPage(b)).deposit?.lines[0]).toMatch(
      /^Le devolvimos \$125\.00 de su depósito de \$250\.00 el /,
    )
    const mail = (await context.db.select().from(outbox)).find((m) => m.subject.startsWith('La devolución'))
    expect(mail?.text).toContain('Le devolvimos $125.00 de su depósito de $250.00')
  })
})

describe('staff and the deposit', () => {
  it('refunds in full when staff decline, and shows the deposit with Stripe’s ids', async () => {
    const b = await paidBooking(3)
    const answer = await staffDoes(b.id, 'decline')
    expect(answer.status).toBe(200)
    expect(JSON.stringify(answer.body)).toContain('Refunded $250.00 of the deposit')
    expect(await bookingRow(b.id)).toMatchObject({ status: 'declined', depositStatus: 'refunded_full' })
    const page = await callRoute(
      leadLoader as never,
      getPage(`/admin/leads/booking/${b.id}`, cookie),
      context,
      {
        kind: 'booking',
        id: b.id,
      },
    )
    const deposit = (page.body as { deposit: Record<string, unknown> }).deposit
    expect(deposit).toMatchObject({ label: 'Refunded in full', amount: '$250.00', refunded: '$250.00' })
    expect(deposit.paymentIntent).toMatch(/^pi_test_/)
    expect(deposit.session).toMatch(/^cs_test_/)
  })

  it('closes an unpaid checkout when staff decline the request, so it can no longer be paid', async () => {
    const s = await slot(15)
    const res = await bookingResponse(
      { ...context, ip: `203.0.113.${++ipCounter}` },
      new Request('http://test/api/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          slot_id: s.id,
          customer_name: 'Unpaid Visitor',
          customer_email: 'unpaid@example.com',
          project_address: '2 Elm St, Buford, GA 30518',
          project_size: 200,
        }),
      }),
    )
    const body = (await res.json()) as { id: string; checkout_url: string }
    expect((await staffDoes(body.id, 'decline')).status).toBe(200)
    expect(await bookingRow(body.id)).toMatchObject({ status: 'declined', depositStatus: 'expired' })
    expect(fake.sessions.get(body.checkout_url.slice(body.checkout_url.lastIndexOf('/') + 1))?.status).toBe(
      'expired',
    )
    expect(fake.refunds.filter((r) => r.metadata.booking_id === body.id)).toEqual([])
  })

  it('lets staff refund in full on a late cancellation, logged with who', async () => {
    const b = await paidBooking(3)
    await context.db.update(bookingRequests).set({ status: 'confirmed' }).where(eq(bookingRequests.id, b.id))
    await staffDoes(b.id, 'cancel-full')
    expect(await bookingRow(b.id)).toMatchObject({ status: 'cancelled', depositStatus: 'refunded_full' })
    const [refund] = await context.db.select().from(depositRefunds).where(eq(depositRefunds.bookingId, b.id))
    expect(refund).toMatchObject({ reason: 'staff-full', requestedBy: ownerEmail, amountCents: 25_000 })
    const logged = await context.db.select().from(staffActions).where(eq(staffActions.subjectId, b.id))
    expect(logged.some((a) => a.action === 'deposit refunded' && a.staffEmail === ownerEmail)).toBe(true)
  })

  it('keeps a refund Stripe refuses visible with Stripe’s message and marks nothing refunded until one succeeds', async () => {
    const b = await paidBooking(10)
    fake.refuseRefunds('This charge has been disputed and cannot be refunded.')
    await customerCancels(b)
    expect(await bookingRow(b.id)).toMatchObject({
      status: 'cancelled',
      depositStatus: 'paid',
      depositRefundedCents: 0,
    })
    const page = await callRoute(
      leadLoader as never,
      getPage(`/admin/leads/booking/${b.id}`, cookie),
      context,
      {
        kind: 'booking',
        id: b.id,
      },
    )
    const deposit = (page.body as { deposit: { refunds: Record<string, unknown>[]; canRefundRest: boolean } })
      .deposit
    expect(deposit.refunds[0]).toMatchObject({
      status: 'failed',
      stripeMessage: 'This charge has been disputed and cannot be refunded.',
    })
    expect(deposit.canRefundRest).toBe(true)
    fake.refuseRefunds(null)
    const retry = await staffDoes(b.id, 'refund-full')
    expect(JSON.stringify(retry.body)).toContain('Refunded $250.00')
    expect(await bookingRow(b.id)).toMatchObject({
      depositStatus: 'refunded_full',
      depositRefundedCents: 25_000,
    })
  })

  it('moves a paid deposit with a confirmed move and never asks for another', async () => {
    const b = await paidBooking(20)
    const target = await slot(27)
    const sessionsBefore = fake.sessions.size
    const moved = await callRoute(
      bookingPageAction as never,
      postForm(b.path, { intent: 'move', slot_id: target.id }),
      { ...context, ip: `198.51.100.${++ipCounter}` },
      { token: b.token },
    )
    expect(moved.status).toBe(303)
    const [move] = await context.db.select().from(bookingRequests).where(eq(bookingRequests.replacesId, b.id))
    expect(move.depositStatus).toBeNull()
    await context.db.update(bookingRequests).set({ status: 'confirmed' }).where(eq(bookingRequests.id, b.id))
    expect((await staffDoes(move.id, 'confirm')).status).toBe(200)
    expect(await bookingRow(move.id)).toMatchObject({
      status: 'confirmed',
      depositStatus: 'paid',
      depositCents: 25_000,
    })
    expect(await bookingRow(b.id)).toMatchObject({ status: 'cancelled', depositStatus: null })
    expect(fake.sessions.size).toBe(sessionsBefore)
    expect(fake.refunds.filter((r) => r.metadata.booking_id === b.id)).toEqual([])
  })
})

describe('staff see the money', () => {
  it('filters the inbox by deposit, carries it in the CSV and sums it on the dashboard', async () => {
    const refunded = await paidBooking(12)
    await customerCancels(refunded)
    const paid = await paidBooking(14)
    const parsed = parseInboxFilter(new URLSearchParams('deposit=paid'))
    if (!parsed.ok) throw new Error(parsed.error)
    const list = await listInbox(context.db, parsed.filter)
    expect(list.rows.map((r) => r.id)).toEqual([paid.id])
    expect(list.rows[0].depositStatus).toBe('paid')
    expect(parseInboxFilter(new URLSearchParams('deposit=stolen')).ok).toBe(false)

    const csv = await inboxCsv(context.db, { view: 'inbox' })
    const [header, ...lines] = csv.trim().split(/\r?\n/)
    expect(header).toContain('"Deposit status","Deposit","Deposit refunded","Stripe payment"')
    expect(lines.find((l) => l.includes(paid.id))).toMatch(/,"paid","250\.00","0\.00","pi_test_\w+"$/)
    expect(lines.find((l) => l.includes(refunded.id))).toMatch(
      /,"refunded_full","250\.00","250\.00","pi_test_\w+"$/,
    )

    const bookings = await callRoute(
      bookingsLoader as never,
      getPage('/admin/bookings?status=pending', cookie),
      context,
    )
    const rows = (bookings.body as { rows: { id: string; depositStatus: string; depositCents: number }[] })
      .rows
    expect(rows.find((r) => r.id === paid.id)).toMatchObject({ depositStatus: 'paid', depositCents: 25_000 })

    const board = await callRoute(dashboardLoader as never, getPage('/admin', cookie), context)
    expect((board.body as { deposits: unknown }).deposits).toEqual({
      paid: 2,
      takenCents: 50_000,
      refundedCents: 25_000,
      keptCents: 25_000,
    })
  })
})
