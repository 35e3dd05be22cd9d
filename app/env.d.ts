import type { Database } from './db/client.server'
import type { Mailer } from './features/mail/mailer.server'
import type { Payments } from './features/payments/stripe.server'
import type { RateLimit } from './features/security/rate-limit.server'

declare module 'react-router' {
  interface AppLoadContext {
    db: Database
    mailer: Mailer
    rateLimit: RateLimit
    /** Stripe, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; absent, bookings take no deposit (decision 041). */
    payments?: Payments | null
    /** The per-response CSP nonce (empty for prerendered pages). */
    nonce: string
    /** The client's address as the host saw it, IPv6 grouped by /64 (`clientKey`): the key for rate limits. */
    ip: string
    /** Why the host refused what the client sent (e.g. a body over the limit); shown on the page. */
    requestProblem?: string
  }
}

declare global {
  /** The year the bundle was built (vite.config.ts `define`): the footer's copyright range ends there. */
  const __BUILD_YEAR__: number
}
