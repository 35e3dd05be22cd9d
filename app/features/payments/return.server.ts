import { eq } from 'drizzle-orm'
import { bookingRequests } from '~/db/schema'
import { mintBookingLink } from '~/features/booking-page/token.server'
import { logger } from '~/features/logging/logger.server'
import { fulfilCheckout, type PaymentsContext } from './fulfil.server'
import { stripeMessage } from './stripe.server'

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/

/**
 * Where Stripe Checkout sends a visitor back (decision 041): the session is read from Stripe and
 * fulfilled by the same function as the webhook, whichever arrives first, so the page never depends
 * on the webhook having come. A paid booking's page opens (a fresh personal link); an unknown session
 * is not found; one Stripe does not call paid yet says so.
 */
export async function returnFromCheckout(
  ctx: PaymentsContext,
  sessionId: string | null,
): Promise<{ kind: 'not-found' } | { kind: 'unpaid' } | { kind: 'booking'; link: string }> {
  if (!ctx.payments || !sessionId || !SESSION_ID.test(sessionId)) return { kind: 'not-found' }
  const [row] = await ctx.db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(eq(bookingRequests.checkoutSessionId, sessionId))
  if (!row) return { kind: 'not-found' }
  try {
    const session = await ctx.payments.stripe.checkout.sessions.retrieve(sessionId)
    await fulfilCheckout(ctx, session)
  } catch (e) {
    // Stripe unreachable: the webhook fulfils; the booking page shows what is known now.
    logger.warn({ err: stripeMessage(e), booking: row.id }, 'return page: Stripe not reached')
  }
  const [now] = await ctx.db
    .select({ depositStatus: bookingRequests.depositStatus })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, row.id))
  if (now?.depositStatus === 'awaiting') return { kind: 'unpaid' }
  // The link as the mails carry it: its path opens the page in the booking's language.
  const link = await mintBookingLink(ctx.db, row.id)
  return { kind: 'booking', link: new URL(link).pathname }
}
