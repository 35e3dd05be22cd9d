import { and, desc, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { bookingRequests, depositRefunds, installationSlots } from '~/db/schema'
import { recordAction } from '~/features/admin/audit.server'
import { logger } from '~/features/logging/logger.server'
import { todayInBusinessZone } from '~/features/schedule/calendar'
import type { Lang } from '~/i18n/lang'
import { refundFor } from './deposit'
import { stripeMessage } from './stripe.server'
import { depositWords } from './words.server'

export type RefundContext = Pick<AppLoadContext, 'db' | 'mailer' | 'payments'>

export type RefundOutcome =
  | { ok: true; amountCents: number; refundId: string }
  /** Nothing to refund: no deposit paid, or the terms leave nothing more to return. */
  | { ok: 'nothing' }
  /** Stripe refused or could not be reached: recorded for staff with Stripe's message. */
  | { ok: false; message: string }

/**
 * Refunds a booking's paid deposit by the terms (decision 041): the amount `refundFor` gives less
 * what was already refunded. One `deposit_refunds` row per attempt, made under the booking's row
 * lock (so two refunds never run at once) and sent to Stripe's Refund API with that row's
 * idempotency key; the booking counts it as refunded only once Stripe says it succeeded. A refused
 * refund stays on the row with Stripe's message, for staff.
 */
export async function refundDeposit(
  ctx: RefundContext,
  bookingId: string,
  {
    by,
    requestedBy,
    now = new Date(),
  }: {
    by: 'customer' | 'declined' | 'staff-full' | 'block-taken'
    requestedBy: string
    now?: Date
  },
): Promise<RefundOutcome> {
  const payments = ctx.payments
  const attempt = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.id, bookingId))
      .for('update')
    if (!row?.paymentIntentId || !row.depositCents) return null
    if (row.depositStatus !== 'paid' && row.depositStatus !== 'refunded_partial') return null
    const [pending] = await tx
      .select({ id: depositRefunds.id })
      .from(depositRefunds)
      .where(and(eq(depositRefunds.bookingId, bookingId), eq(depositRefunds.status, 'pending')))
    if (pending) return null
    const [slot] = await tx
      .select({ startDate: installationSlots.startDate, endDate: installationSlots.endDate })
      .from(installationSlots)
      .where(eq(installationSlots.id, row.slotId))
    const target = refundFor(row.depositCents, { installStart: slot.startDate, at: now, by })
    const amountCents = target.amountCents - row.depositRefundedCents
    if (amountCents <= 0) return null
    const id = crypto.randomUUID()
    await tx.insert(depositRefunds).values({
      id,
      bookingId,
      amountCents,
      reason: target.reason,
      idempotencyKey: `deposit-refund-${id}`,
      requestedBy,
      createdAt: now,
    })
    return { id, amountCents, reason: target.reason, row, slot }
  })
  if (!attempt) return { ok: 'nothing' }
  const { id, amountCents, reason, row, slot } = attempt

  let refundId: string
  try {
    if (!payments) throw new Error('Payments are not configured on this server (STRIPE_SECRET_KEY).')
    const refund = await payments.stripe.refunds.create(
      {
        payment_intent: row.paymentIntentId as string,
        amount: amountCents,
        metadata: { booking_id: bookingId, reason },
      },
      { idempotencyKey: `deposit-refund-${id}` },
    )
    if (refund.status === 'failed' || refund.status === 'canceled')
      throw new Error(refund.failure_reason ?? `Stripe answered the refund as ${refund.status}.`)
    refundId = refund.id
  } catch (e) {
    const message = stripeMessage(e)
    logger.warn({ err: message, booking: bookingId }, 'deposit refund refused')
    await ctx.db
      .update(depositRefunds)
      .set({ status: 'failed', stripeMessage: message, settledAt: new Date() })
      .where(eq(depositRefunds.id, id))
    await recordAction(
      ctx.db,
      requestedBy,
      'deposit refund failed',
      { kind: 'booking', id: bookingId },
      {
        amountCents,
        reason,
        stripe: message,
      },
    )
    return { ok: false, message }
  }

  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.id, bookingId))
      .for('update')
    const refunded = (current?.depositRefundedCents ?? 0) + amountCents
    await tx
      .update(depositRefunds)
      .set({ status: 'succeeded', stripeRefundId: refundId, settledAt: now })
      .where(eq(depositRefunds.id, id))
    await tx
      .update(bookingRequests)
      .set({
        depositRefundedCents: refunded,
        depositStatus: refunded >= (current?.depositCents ?? 0) ? 'refunded_full' : 'refunded_partial',
        updatedAt: now,
      })
      .where(eq(bookingRequests.id, bookingId))
    await recordAction(
      tx,
      requestedBy,
      'deposit refunded',
      { kind: 'booking', id: bookingId },
      {
        amountCents,
        reason,
        refund: refundId,
      },
    )
  })
  // The late-payment mail already says the whole deposit came back; every other refund has its own.
  if (reason !== 'block-taken') await sendRefundMail(ctx, row, slot, amountCents, now)
  return { ok: true, amountCents, refundId }
}

async function sendRefundMail(
  ctx: RefundContext,
  row: { id: string; customerEmail: string; language: Lang; depositCents: number | null },
  slot: { startDate: string; endDate: string },
  amountCents: number,
  now: Date,
) {
  const d = depositWords(row.language)
  const values = {
    refunded: d.money(amountCents),
    amount: d.money(row.depositCents ?? 0),
    range: d.days.range(slot.startDate, slot.endDate),
    // The day on Atlanta's clock, as the booking page says it.
    day: d.days.long(todayInBusinessZone(now)),
  }
  try {
    await ctx.mailer.send({
      to: row.customerEmail,
      subject: d.say(d.words.mail.refundedSubject, values),
      text: d.say(d.words.mail.refunded, values),
      related: { kind: 'booking', id: row.id },
    })
  } catch (e) {
    logger.error({ err: e, booking: row.id }, 'refund mail failed')
  }
}

/** A booking's refunds, newest first, for staff and the booking page. */
export function refundsOf(db: RefundContext['db'], bookingId: string) {
  return db
    .select()
    .from(depositRefunds)
    .where(eq(depositRefunds.bookingId, bookingId))
    .orderBy(desc(depositRefunds.createdAt))
}
