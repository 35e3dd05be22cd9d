import type Stripe from 'stripe'
import { logger } from '~/features/logging/logger.server'
import { expireCheckout, fulfilCheckout, type PaymentsContext } from './fulfil.server'

/** A Stripe event is a few KB; far above that is not Stripe (decision 012's bounds, per route). */
const webhookMaxBytes = 256 * 1024

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/stripe/webhook (decision 041): the raw body is verified with the `stripe` package against
 * the endpoint's secret (HMAC-SHA256, default 5-minute tolerance) before anything is read from it. A
 * forged, stale or unsigned event is 400 and changes nothing. Completed sessions are fulfilled,
 * expired ones release their hold; everything else, and sessions that are not ours, are acknowledged
 * (2xx) and ignored, so Stripe stops sending them.
 */
export async function stripeWebhookResponse(ctx: PaymentsContext, request: Request): Promise<Response> {
  const payments = ctx.payments
  if (!payments) return json({ error: 'Payments are not configured on this server.' }, 404)
  if (Number(request.headers.get('content-length') ?? 0) > webhookMaxBytes)
    return json({ error: 'The event is too large.' }, 413)
  const signature = request.headers.get('stripe-signature')
  if (!signature) return json({ error: 'Missing Stripe-Signature header.' }, 400)
  let raw: Buffer
  try {
    raw = Buffer.from(await request.arrayBuffer())
  } catch {
    return json({ error: 'The request body could not be read.' }, 400)
  }
  if (raw.length > webhookMaxBytes) return json({ error: 'The event is too large.' }, 413)

  let event: Stripe.Event
  try {
    event = payments.stripe.webhooks.constructEvent(raw, signature, payments.webhookSecret)
  } catch (e) {
    logger.warn({ err: e instanceof Error ? e.message : String(e) }, 'stripe webhook refused')
    return json({ error: 'The signature does not match, or the event is too old.' }, 400)
  }

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const { result } = await fulfilCheckout(ctx, event.data.object)
      return json({ received: true, result })
    }
    case 'checkout.session.expired': {
      const result = await expireCheckout(ctx.db, event.data.object.id)
      return json({ received: true, result })
    }
    default:
      return json({ received: true, result: 'ignored' })
  }
}
