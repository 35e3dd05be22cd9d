import { afterEach, describe, expect, it } from 'vitest'
import { contentDigest } from '~/features/content/sync.server'
import { loader as pricingLoader } from '~/routes/pricing'
import { csp } from '../../../server/security'
import { paymentsConfigured } from './configured.server'

const load = (path: string) =>
  pricingLoader({ request: new Request(`http://test${path}`), params: {}, context: {} } as never) as {
    deposit: string[] | null
  }

afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.STRIPE_WEBHOOK_SECRET
})

describe('the pricing page’s deposit', () => {
  it('says nothing, and renders the build’s pages, where payments are not configured', () => {
    const digest = contentDigest()
    expect(paymentsConfigured()).toBe(false)
    expect(load('/pricing').deposit).toBeNull()
    process.env.STRIPE_SECRET_KEY = 'sk_test_only_one'
    expect(paymentsConfigured()).toBe(false)
    expect(contentDigest()).toBe(digest)
  })

  it('states the amount and the terms in each language where payments are configured, and renders its own pages', () => {
    const digest = contentDigest()
    process.env.STRIPE_SECRET_KEY = 'sk_test_x'
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_x'
    expect(contentDigest()).not.toBe(digest)
    const en = load('/pricing').deposit
    expect(en?.[0]).toBe('A $250.00 deposit holds your block.')
    expect(en?.[1]).toMatch(
      /refunded in full if you cancel at least 7 days before the install starts \(Atlanta time\); cancelling later refunds 50% of it/,
    )
    const es = load('/es/pricing').deposit
    expect(es?.[0]).toBe('Un depósito de $250.00 aparta su bloque.')
    expect(es?.[1]).toMatch(/al menos 7 días antes/)
  })
})

describe('the Content-Security-Policy’s form-action', () => {
  it('is the site alone without payments, and lets the booking form on to Stripe Checkout with them', () => {
    expect(csp({ scriptSources: [] })).toContain("form-action 'self';")
    process.env.STRIPE_SECRET_KEY = 'sk_test_x'
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_x'
    expect(csp({ scriptSources: [] })).toContain("form-action 'self' https://checkout.stripe.com;")
  })
})
