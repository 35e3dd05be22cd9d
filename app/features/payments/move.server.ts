import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { bookingRequests, depositRefunds } from '~/db/schema'
import { recordAction } from '~/features/admin/audit.server'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * A confirmed move takes the deposit with it (decision 041): the new booking holds the payment, its
 * Checkout Session and its refunds, and the old one none, so the customer is never asked to pay again
 * and a redelivered event for that session finds the booking that holds the money. Runs inside the
 * transaction that settles the move, with both rows locked.
 */
export async function moveDeposit(tx: Tx, fromId: string, toId: string, staffEmail: string): Promise<void> {
  const [from] = await tx.select().from(bookingRequests).where(eq(bookingRequests.id, fromId))
  if (!from?.depositStatus || from.depositStatus === 'expired' || from.depositStatus === 'awaiting') return
  const carried = {
    depositStatus: from.depositStatus,
    depositCents: from.depositCents,
    depositRefundedCents: from.depositRefundedCents,
    checkoutSessionId: from.checkoutSessionId,
    checkoutExpiresAt: from.checkoutExpiresAt,
    paymentIntentId: from.paymentIntentId,
    depositPaidAt: from.depositPaidAt,
  }
  // The session id is unique: off the old row first.
  await tx
    .update(bookingRequests)
    .set({
      depositStatus: null,
      depositCents: null,
      depositRefundedCents: 0,
      checkoutSessionId: null,
      checkoutExpiresAt: null,
      paymentIntentId: null,
      depositPaidAt: null,
    })
    .where(eq(bookingRequests.id, fromId))
  await tx.update(bookingRequests).set(carried).where(eq(bookingRequests.id, toId))
  await tx.update(depositRefunds).set({ bookingId: toId }).where(eq(depositRefunds.bookingId, fromId))
  await recordAction(
    tx,
    staffEmail,
    'deposit moved',
    { kind: 'booking', id: toId },
    {
      from: fromId,
      amountCents: from.depositCents,
    },
  )
}
