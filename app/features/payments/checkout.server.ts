import { and, eq, ne } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { company } from '~/content/business'
import { publishedContent } from '~/content/published'
import type { Database } from '~/db/client.server'
import { bookingRequests, installationSlots, photos } from '~/db/schema'
import { siteUrl } from '~/env.server'
import { logger } from '~/features/logging/logger.server'
import { intlOf, isPseudo, type Lang, pathIn } from '~/i18n/lang'
import { depositAmountCents, depositRuleOf, holdMinutes } from './deposit'
import { stripeMessage } from './stripe.server'
import { depositWords } from './words.server'

/**
 * Taking a booking's deposit through Stripe Checkout (decision 041). The booking is stored and its
 * block held first (the database decides a race, as without payments); then a Checkout Session is
 * made for it. If Stripe cannot make one, the booking is removed and the block is free again: the
 * visitor is told nothing was booked or charged.
 */

/**
 * Stripe refuses an `expires_at` less than 30 minutes after it creates the session; a minute's margin
 * keeps a slow request or a clock a little behind from turning a booking into an error.
 */
const expiryMarginSeconds = 60

export type CheckoutContext = Pick<AppLoadContext, 'db' | 'payments'>

/** The deposit a new booking takes, or null when payments are off. */
export function depositForNewBooking(
  ctx: CheckoutContext,
  estimateTotalDollars: number | null,
  now: Date,
): { depositCents: number; expiresAt: Date } | null {
  if (!ctx.payments) return null
  const rule = depositRuleOf(publishedContent().facts)
  return {
    depositCents: depositAmountCents(rule, estimateTotalDollars),
    expiresAt: new Date((Math.floor(now.getTime() / 1000) + holdMinutes * 60 + expiryMarginSeconds) * 1000),
  }
}

/** The languages Stripe Checkout's page speaks, by primary subtag (its `locale` parameter). */
const stripeLocales = new Set(
  'bg cs da de el en es et fi fil fr hr hu id it ja ko lt lv ms mt nb nl pl pt ro ru sk sl sv th tr vi zh'.split(
    ' ',
  ),
)

/**
 * Stripe Checkout's `locale` for a language, from the list of locales: the primary subtag of its `Intl`
 * locale where Stripe's page speaks it, else `auto` (Stripe picks by the browser), as for the
 * pseudo-locale, which no real page speaks.
 */
function checkoutLocale(lang: Lang): string {
  const language = new Intl.Locale(intlOf(lang)).language
  return !isPseudo(lang) && stripeLocales.has(language) ? language : 'auto'
}

/**
 * Makes the Checkout Session for a held booking and records it. Null when Stripe failed (timeout,
 * 5xx, a refusal): the caller removes the booking.
 */
export async function createCheckout(
  ctx: CheckoutContext,
  booking: {
    id: string
    customerEmail: string
    language: Lang
    depositCents: number
    expiresAt: Date
    startDate: string
    endDate: string
  },
): Promise<{ url: string; sessionId: string } | null> {
  const payments = ctx.payments
  if (!payments) return null
  // What Stripe's page names, in the visitor's language.
  const d = depositWords(booking.language)
  const productName = d.say(d.words.productName, {
    company: company.name,
    range: d.days.range(booking.startDate, booking.endDate),
  })
  try {
    const session = await payments.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: booking.id,
        metadata: { booking_id: booking.id },
        payment_intent_data: { metadata: { booking_id: booking.id } },
        customer_email: booking.customerEmail,
        expires_at: Math.floor(booking.expiresAt.getTime() / 1000),
        locale: checkoutLocale(booking.language),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: booking.depositCents,
              product_data: { name: productName },
            },
          },
        ],
        success_url: `${siteUrl()}${pathIn(booking.language, '/deposit')}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${siteUrl()}${pathIn(booking.language, '/schedule')}`,
      },
      // One session per booking, however often the call is retried.
      { idempotencyKey: `checkout-${booking.id}` },
    )
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a url')
    await ctx.db
      .update(bookingRequests)
      .set({
        checkoutSessionId: session.id,
        checkoutExpiresAt: new Date(session.expires_at * 1000),
        updatedAt: new Date(),
      })
      .where(eq(bookingRequests.id, booking.id))
    return { url: session.url, sessionId: session.id }
  } catch (e) {
    logger.error({ err: stripeMessage(e), booking: booking.id }, 'checkout session not created')
    return null
  }
}

/**
 * Removes a booking whose Checkout Session could not be made, with its photos, and frees its block:
 * as far as anyone can tell, it was never made (decision 041).
 */
export async function removeUnmadeBooking(db: Database, bookingId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ slotId: bookingRequests.slotId, depositStatus: bookingRequests.depositStatus })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, bookingId))
      .for('update')
    if (row?.depositStatus !== 'awaiting') return
    await tx.delete(photos).where(and(eq(photos.subjectKind, 'booking'), eq(photos.subjectId, bookingId)))
    await tx.delete(bookingRequests).where(eq(bookingRequests.id, bookingId))
    await tx
      .update(installationSlots)
      .set({ status: 'available' })
      .where(and(eq(installationSlots.id, row.slotId), ne(installationSlots.status, 'unavailable')))
  })
}
