import type Stripe from 'stripe'

/**
 * Stripe, as the deposit flow reaches it (decision 041): the official package, pointed at
 * `STRIPE_API_URL` when set (tests run a loopback fake that speaks Stripe's HTTP API). Absent when
 * the keys are not set: bookings then take no deposit and nothing else changes.
 */
export type Payments = {
  stripe: Stripe
  webhookSecret: string
}

/** How long one call to Stripe may take before the visitor is told it failed. */
const requestTimeoutMs = 10_000

/** The package, once loaded: a server without Stripe's keys never loads it (about 17 MB, decision 045). */
let loaded: typeof Stripe | undefined

export async function createPayments(
  env: {
    STRIPE_SECRET_KEY?: string
    STRIPE_WEBHOOK_SECRET?: string
    STRIPE_API_URL?: string
  },
  /** A shorter wait, for tests of a Stripe that does not answer. */
  { timeoutMs = requestTimeoutMs }: { timeoutMs?: number } = {},
): Promise<Payments | null> {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null
  loaded ??= (await import('stripe')).default
  return {
    stripe: new loaded(env.STRIPE_SECRET_KEY, {
      ...hostOf(env.STRIPE_API_URL),
      // One retry, under the same idempotency key the package sends: a dropped connection does not
      // make a second Checkout Session or refund, and a visitor waits at most about two timeouts.
      maxNetworkRetries: 1,
      timeout: timeoutMs,
      telemetry: false,
      appInfo: { name: 'refined-resin' },
    }),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  }
}

function hostOf(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {}
  const u = new URL(url)
  const protocol = u.protocol === 'http:' ? 'http' : 'https'
  return { host: u.hostname, port: u.port || (protocol === 'http' ? 80 : 443), protocol }
}

/** Stripe's own words for a failed call, for staff (never shown to a visitor). */
export function stripeMessage(e: unknown): string {
  if (loaded && e instanceof loaded.errors.StripeError) return e.message
  return e instanceof Error ? e.message : String(e)
}
