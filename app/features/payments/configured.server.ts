/**
 * Whether this server takes deposits, read from the environment (decision 041) by what has no load
 * context: pages rendered ahead of time (the pricing page, the page store's digest) and the host's
 * Content-Security-Policy. No `stripe` import, so the host's headers stay light.
 */
export function paymentsConfigured(source: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(source.STRIPE_SECRET_KEY?.trim() && source.STRIPE_WEBHOOK_SECRET?.trim())
}

/** Stripe Checkout's hosted page. */
const stripeCheckoutOrigin = 'https://checkout.stripe.com'

/**
 * Where a booking form may send the visitor: without JavaScript the form's post is answered 303 to
 * Checkout's page, and browsers hold a form's redirects to CSP `form-action`. Stripe's own origin, and
 * with STRIPE_API_URL another host's (the tests' fake serves its hosted page there). None without payments.
 */
export function checkoutFormOrigins(source: NodeJS.ProcessEnv = process.env): string[] {
  if (!paymentsConfigured(source)) return []
  const api = source.STRIPE_API_URL?.trim()
  const other = api && URL.canParse(api) ? new URL(api).origin : null
  return other ? [stripeCheckoutOrigin, other] : [stripeCheckoutOrigin]
}
