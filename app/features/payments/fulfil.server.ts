import { and, eq, inArray, lte, ne } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import type Stripe from 'stripe'
import type { Database } from '~/db/client.server'
import { type BookingRequest, bookingRequests, installationSlots } from '~/db/schema'
import { recordAction } from '~/features/admin/audit.server'
import { logger } from '~/features/logging/logger.server'
import { bookingInputOf, sendBookingMails } from '~/features/schedule/booking.server'
import { todayInBusinessZone } from '~/features/schedule/calendar'
import type { EstimateRecord } from '~/features/schedule/handoff'
import { refundDeposit } from './refunds.server'
import { stripeMessage } from './stripe.server'
import { depositWords } from './words.server'

/**
 * Fulfilment (decision 041): one idempotent function for the webhook and the return page. A paid
 * Checkout Session moves its booking's deposit from `awaiting` to `paid` once, under the booking's
 * row lock; only the call that made the move sends the mails, so a redelivered event or a return
 * page opened twice changes nothing. A payment that arrives after its hold ended is kept if the
 * block is still free, and refunded in full at once if the block was taken meanwhile.
 */
export type PaymentsContext = Pick<AppLoadContext, 'db' | 'mailer' | 'payments'>

export type FulfilResult =
  /** Not one of our sessions (or not a payment): acknowledged and ignored. */
  | 'ignored'
  /** The session is not paid (yet). */
  | 'unpaid'
  /** This call recorded the payment. */
  | 'paid'
  /** Recorded before: nothing changed. */
  | 'already'
  /** Paid after the hold ended with the block taken: refunded in full. */
  | 'refunded'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const settledStatuses = ['paid', 'refunded_partial', 'refunded_full'] as const

export async function fulfilCheckout(
  ctx: PaymentsContext,
  session: Pick<Stripe.Checkout.Session, 'id' | 'payment_status' | 'payment_intent' | 'amount_total'>,
  now = new Date(),
): Promise<{ result: FulfilResult; bookingId?: string }> {
  const [found] = await ctx.db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.checkoutSessionId, session.id))
  if (!found) return { result: 'ignored' }
  if (session.payment_status !== 'paid') return { result: 'unpaid', bookingId: found.id }
  const intent =
    typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)

  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.id, found.id))
      .for('update')
    if (!row) return { result: 'ignored' as const }
    if ((settledStatuses as readonly string[]).includes(row.depositStatus ?? ''))
      return { result: 'already' as const, row }
    const [slot] = await tx
      .select()
      .from(installationSlots)
      .where(eq(installationSlots.id, row.slotId))
      .for('update')
    const paid = {
      depositStatus: 'paid' as const,
      paymentIntentId: intent,
      depositPaidAt: now,
      // What Stripe charged is what was paid (the session's amount, set from the booking's deposit).
      depositCents: session.amount_total ?? row.depositCents,
      updatedAt: now,
    }
    const held = row.depositStatus === 'awaiting' && row.status === 'pending'
    // The hold ended (expired, or the request was closed) before the money came: keep the payment
    // only if the block is still free to take again, and not begun.
    const retaken =
      !held &&
      row.status !== 'declined' &&
      slot?.status === 'available' &&
      slot.startDate > todayInBusinessZone(now) &&
      (await takeAgain(tx, row, slot.id))
    const [updated] = await tx
      .update(bookingRequests)
      .set({ ...paid, ...(retaken ? { status: 'pending' as const } : {}) })
      .where(eq(bookingRequests.id, row.id))
      .returning()
    await recordAction(
      tx,
      'the customer',
      'deposit paid',
      { kind: 'booking', id: row.id },
      {
        amountCents: paid.depositCents,
        paymentIntent: intent,
        session: session.id,
        ...(held || retaken ? {} : { late: true }),
      },
    )
    return { result: held || retaken ? ('paid' as const) : ('late' as const), row: updated, slot }
  })

  if (outcome.result === 'ignored') return { result: 'ignored' }
  if (outcome.result === 'already') return { result: 'already', bookingId: found.id }
  const { row, slot } = outcome
  if (outcome.result === 'paid') {
    await sendPaidMails(ctx, row, slot)
    return { result: 'paid', bookingId: row.id }
  }
  // Paid after the hold ended, the block taken meanwhile: the whole deposit back at once.
  await refundDeposit(ctx, row.id, { by: 'block-taken', requestedBy: 'the system', now })
  await sendLateMails(ctx, row, slot)
  return { result: 'refunded', bookingId: row.id }
}

/** Holds a free block again for a booking whose hold had lapsed. False if another request has it. */
async function takeAgain(tx: Tx, row: BookingRequest, slotId: string): Promise<boolean> {
  const others = await tx
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.slotId, slotId),
        ne(bookingRequests.id, row.id),
        inArray(bookingRequests.status, ['pending', 'confirmed']),
        eq(bookingRequests.isSpam, false),
      ),
    )
  if (others.length) return false
  const taken = await tx
    .update(installationSlots)
    .set({ status: 'pending' })
    .where(and(eq(installationSlots.id, slotId), eq(installationSlots.status, 'available')))
    .returning({ id: installationSlots.id })
  return taken.length === 1
}

async function sendPaidMails(
  ctx: PaymentsContext,
  row: BookingRequest,
  slot: { startDate: string; endDate: string } | undefined,
) {
  if (!slot) return
  const d = depositWords(row.language)
  const paidCents = row.depositCents ?? 0
  await sendBookingMails(
    ctx,
    bookingInputOf(row),
    { id: row.id, startDate: slot.startDate, endDate: slot.endDate },
    (row.estimate as EstimateRecord | null) ?? null,
    row.language,
    {
      customerLines: [
        d.say(d.words.mail.paid, { amount: d.money(paidCents) }),
        d.datedTerms(d.words.mail.termsFull, paidCents, slot.startDate),
      ],
      staffLine: `Deposit paid: ${depositWords('en').money(paidCents)} (Stripe payment ${row.paymentIntentId ?? '—'}). The block is locked.`,
    },
  )
}

async function sendLateMails(
  ctx: PaymentsContext,
  row: BookingRequest,
  slot: { startDate: string; endDate: string } | undefined,
) {
  const d = depositWords(row.language)
  const amount = d.money(row.depositCents ?? 0)
  const range = slot ? d.days.range(slot.startDate, slot.endDate) : ''
  const related = { kind: 'booking', id: row.id }
  try {
    await ctx.mailer.send({
      to: row.customerEmail,
      subject: d.say(d.words.mail.lateSubject, { range }),
      text: d.say(d.words.mail.late, { amount, range }),
      related,
    })
    await ctx.mailer.send({
      to: ctx.mailer.staffEmail,
      subject: `Late deposit refunded: ${row.customerName}`,
      text: [
        `${row.customerName} (${row.customerEmail}) paid the ${depositWords('en').money(row.depositCents ?? 0)} deposit after the hold on ${slot?.startDate ?? '?'} had ended, and the block was taken meanwhile.`,
        'The deposit was refunded in full at once; see the booking in the console.',
        `Reference: ${row.id}`,
      ].join('\n'),
      related,
    })
  } catch (e) {
    logger.error({ err: e, booking: row.id }, 'late deposit mail failed')
  }
}

/**
 * The hold ends unpaid (the session expired, by Stripe's event or our own clock): the booking is
 * closed and its block free again. A deposit already paid is never released by a later expiry.
 */
export async function expireCheckout(
  db: Database,
  sessionId: string,
  now = new Date(),
): Promise<'released' | 'ignored'> {
  const [row] = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.checkoutSessionId, sessionId))
  return row ? releaseHold(db, row.id, now) : 'ignored'
}

async function releaseHold(db: Database, bookingId: string, now: Date): Promise<'released' | 'ignored'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.id, bookingId))
      .for('update')
    if (row?.depositStatus !== 'awaiting') return 'ignored'
    await tx
      .update(bookingRequests)
      .set({
        depositStatus: 'expired',
        ...(row.status === 'pending' ? { status: 'cancelled' as const } : {}),
        updatedAt: now,
      })
      .where(eq(bookingRequests.id, row.id))
    if (row.status === 'pending')
      await tx
        .update(installationSlots)
        .set({ status: 'available' })
        .where(and(eq(installationSlots.id, row.slotId), eq(installationSlots.status, 'pending')))
    await recordAction(
      tx,
      'the system',
      'deposit expired',
      { kind: 'booking', id: row.id },
      { session: row.checkoutSessionId },
    )
    return 'released'
  })
}

/**
 * Our own clock for holds whose expiry Stripe has not reported (a webhook lost or late): each overdue
 * session is asked of Stripe first, so one paid at the last moment is fulfilled, not released, and
 * expired at Stripe so it can no longer be paid. If Stripe cannot be reached, the hold ends anyway;
 * a payment that still arrives is handled as late.
 */
export async function expireOverdueCheckouts(ctx: PaymentsContext, now = new Date()): Promise<number> {
  const overdue = await ctx.db
    .select({ id: bookingRequests.id, sessionId: bookingRequests.checkoutSessionId })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.depositStatus, 'awaiting'), lte(bookingRequests.checkoutExpiresAt, now)))
  let released = 0
  for (const { id, sessionId } of overdue) {
    if (ctx.payments && sessionId) {
      try {
        const session = await ctx.payments.stripe.checkout.sessions.retrieve(sessionId)
        if (session.payment_status === 'paid') {
          await fulfilCheckout(ctx, session, now)
          continue
        }
        if (session.status === 'open') await ctx.payments.stripe.checkout.sessions.expire(sessionId)
      } catch (e) {
        logger.warn({ err: stripeMessage(e), booking: id }, 'overdue checkout: Stripe not reached')
      }
    }
    // A booking whose session was never recorded (the server stopped in between) is released too.
    if ((await releaseHold(ctx.db, id, now)) === 'released') released++
  }
  return released
}

/**
 * Staff declined or cancelled a booking whose deposit is still awaited: its Checkout Session is expired
 * at Stripe so it can no longer be paid, and the deposit marked expired. A payment that made it first
 * is fulfilled, and so refunded in full (the booking no longer holds a block).
 */
export async function closeUnpaidCheckout(ctx: PaymentsContext, bookingId: string, now = new Date()) {
  const [row] = await ctx.db
    .select({ status: bookingRequests.depositStatus, sessionId: bookingRequests.checkoutSessionId })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, bookingId))
  if (row?.status !== 'awaiting') return
  if (ctx.payments && row.sessionId) {
    try {
      await ctx.payments.stripe.checkout.sessions.expire(row.sessionId)
    } catch (e) {
      try {
        const session = await ctx.payments.stripe.checkout.sessions.retrieve(row.sessionId)
        if (session.payment_status === 'paid') {
          await fulfilCheckout(ctx, session, now)
          return
        }
      } catch {
        logger.warn(
          { err: stripeMessage(e), booking: bookingId },
          'closing an unpaid checkout: Stripe not reached',
        )
      }
    }
  }
  await releaseHold(ctx.db, bookingId, now)
}
