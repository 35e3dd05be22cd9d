import type { BookingRequest } from '~/db/schema'
import { closeUnpaidCheckout } from './fulfil.server'
import { formatCents } from './money'
import { type RefundContext, refundDeposit, refundsOf } from './refunds.server'

/**
 * What staff decisions do to a deposit (decision 041): a decline refunds it in full; a cancellation
 * refunds it by the terms, or in full when staff choose (the audit log names who); "refund the rest"
 * refunds in full what a cancelled or declined booking still holds (and retries a refund Stripe
 * refused). Returns the sentence the console adds to its message, or null when no deposit was paid.
 */
export async function refundForDecision(
  ctx: RefundContext,
  staffEmail: string,
  bookingId: string,
  how: 'decline' | 'cancel' | 'cancel-full' | 'refund-full',
): Promise<string | null> {
  // A deposit still awaited can no longer be paid once staff close the request.
  await closeUnpaidCheckout(ctx, bookingId)
  const by = how === 'decline' ? 'declined' : how === 'cancel' ? 'customer' : 'staff-full'
  const outcome = await refundDeposit(ctx, bookingId, { by, requestedBy: staffEmail })
  if (outcome.ok === 'nothing') return null
  if (outcome.ok)
    return `Refunded ${formatCents(outcome.amountCents)} of the deposit (Stripe ${outcome.refundId}).`
  return `Stripe refused the refund: ${outcome.message} Nothing was marked refunded; try again with “Refund the rest in full”.`
}

const statusLabels: Record<NonNullable<BookingRequest['depositStatus']>, string> = {
  awaiting: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Expired unpaid',
  refunded_partial: 'Refunded in part',
  refunded_full: 'Refunded in full',
}

const depositStatusLabel = (status: BookingRequest['depositStatus']) =>
  status ? statusLabels[status] : 'No deposit'

/** A booking's deposit for the console: state, amounts, Stripe's ids and times, and every refund. */
export async function depositForStaff(db: RefundContext['db'], booking: BookingRequest) {
  if (!booking.depositStatus) return null
  const refunds = await refundsOf(db, booking.id)
  return {
    status: booking.depositStatus,
    label: depositStatusLabel(booking.depositStatus),
    amount: booking.depositCents === null ? '—' : formatCents(booking.depositCents),
    refunded: formatCents(booking.depositRefundedCents),
    session: booking.checkoutSessionId,
    paymentIntent: booking.paymentIntentId,
    paidAt: booking.depositPaidAt?.toISOString() ?? null,
    holdEndsAt:
      booking.depositStatus === 'awaiting' ? (booking.checkoutExpiresAt?.toISOString() ?? null) : null,
    canRefundRest:
      (booking.status === 'cancelled' || booking.status === 'declined') &&
      (booking.depositStatus === 'paid' || booking.depositStatus === 'refunded_partial'),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: formatCents(r.amountCents),
      reason: r.reason,
      status: r.status,
      stripeRefundId: r.stripeRefundId,
      stripeMessage: r.stripeMessage,
      requestedBy: r.requestedBy,
      at: r.createdAt.toISOString(),
    })),
  }
}
