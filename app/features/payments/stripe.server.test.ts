import { createHmac } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStripe, startFakeStripe } from '../../../tests/support/fake-stripe'
import { createPayments, type Payments, stripeMessage } from './stripe.server'

let fake: FakeStripe
let payments: Payments

beforeAll(async () => {
  fake = await startFakeStripe()
  payments = (await createPayments({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  })) as Payments
})
afterAll(() => fake.close())

const sessionParams = (): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  client_reference_id: 'booking-1',
  metadata: { booking_id: 'booking-1' },
  expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
  locale: 'es',
  line_items: [
    { quantity: 1, price_data: { currency: 'usd', unit_amount: 25_000, product_data: { name: 'Deposit' } } },
  ],
  success_url: 'http://127.0.0.1/booking/deposit?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://127.0.0.1/schedule',
})

describe('the real stripe package against the loopback fake', () => {
  it('is off without both keys', async () => {
    expect(await createPayments({})).toBeNull()
    expect(await createPayments({ STRIPE_SECRET_KEY: 'sk_test_x' })).toBeNull()
  })

  it('creates a Checkout Session form-encoded with a Bearer key, and reads it back', async () => {
    const session = await payments.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'k-1' })
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      amount_total: 25_000,
      client_reference_id: 'booking-1',
      metadata: { booking_id: 'booking-1' },
      locale: 'es',
    })
    expect(session.url).toContain(fake.url)
    expect((await payments.stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id)
  })

  it('answers a repeated idempotency key with the first answer, and a different body with an idempotency error', async () => {
    const first = await payments.stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'k-2' })
    const again = await payments.stripe.checkout.sessions.create(
      { ...sessionParams(), expires_at: first.expires_at },
      { idempotencyKey: 'k-2' },
    )
    expect(again.id).toBe(first.id)
    await expect(
      payments.stripe.checkout.sessions.create(
        { ...sessionParams(), client_reference_id: 'booking-2' },
        { idempotencyKey: 'k-2' },
      ),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
  })

  it('refuses a wrong key and a session that would expire in under 30 minutes, in Stripe’s error shape', async () => {
    const wrong = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: new URL(fake.url).port,
      protocol: 'http',
      maxNetworkRetries: 0,
    })
    await expect(wrong.checkout.sessions.create(sessionParams())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    )
    const soon = payments.stripe.checkout.sessions.create({
      ...sessionParams(),
      expires_at: Math.floor(Date.now() / 1000) + 60,
    })
    await expect(soon).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(stripeMessage(await soon.catch((e) => e))).toMatch(/30 minutes/)
  })

  it('pays, refunds in part and then no more than what is left', async () => {
    const session = await payments.stripe.checkout.sessions.create(sessionParams())
    await fake.pay(session.id)
    const paid = await payments.stripe.checkout.sessions.retrieve(session.id)
    expect(paid.payment_status).toBe('paid')
    const intent = paid.payment_intent as string
    const half = await payments.stripe.refunds.create(
      { payment_intent: intent, amount: 12_500 },
      { idempotencyKey: 'r-1' },
    )
    expect(half).toMatchObject({ object: 'refund', amount: 12_500, status: 'succeeded' })
    // The same key again is the same refund, not a second one.
    expect(
      (
        await payments.stripe.refunds.create(
          { payment_intent: intent, amount: 12_500 },
          { idempotencyKey: 'r-1' },
        )
      ).id,
    ).toBe(half.id)
    await expect(payments.stripe.refunds.create({ payment_intent: intent, amount: 20_000 })).rejects.toThrow(
      /greater than unrefunded amount/,
    )
  })

  it('answers 500 as Stripe’s API error while told to fail', async () => {
    fake.failWith(500)
    try {
      await expect(payments.stripe.checkout.sessions.create(sessionParams())).rejects.toBeInstanceOf(
        Stripe.errors.StripeAPIError,
      )
    } finally {
      fake.failWith(null)
    }
  })

  it('signs events as Stripe does, so the package verifies them, and a forged or stale one fails', () => {
    const payload = JSON.stringify(fake.event('checkout.session.expired', { id: 'cs_x' }))
    const header = fake.sign(payload)
    const [t, v1] = header.split(',')
    expect(v1).toBe(
      `v1=${createHmac('sha256', fake.webhookSecret)
        .update(`${t.slice(2)}.${payload}`)
        .digest('hex')}`,
    )
    expect(payments.stripe.webhooks.constructEvent(payload, header, payments.webhookSecret).type).toBe(
      'checkout.session.expired',
    )
    expect(() =>
      payments.stripe.webhooks.constructEvent(
        payload,
        fake.sign(payload, { secret: 'whsec_other' }),
        payments.webhookSecret,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError)
    const stale = fake.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })
    expect(() => payments.stripe.webhooks.constructEvent(payload, stale, payments.webhookSecret)).toThrow(
      /Timestamp outside the tolerance zone/,
    )
  })
})
