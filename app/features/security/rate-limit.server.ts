import type pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { logger } from '~/features/logging/logger.server'

export type RateLimitPolicy = {
  /** Distinct per limit, e.g. 'booking-ip'. */
  name: string
  points: number
  durationSeconds: number
  /**
   * When the limit store fails: public forms let the request through (a customer is never turned
   * away by our fault); a limit guarding a secret, like staff sign-in, refuses it instead.
   */
  whenStoreFails?: 'allow' | 'refuse'
}

type RateLimitResult =
  | { ok: true }
  /** `unavailable`: the store failed and the policy refuses then; not the caller's fault (503). */
  | { ok: false; retryAfterSeconds: number; unavailable?: true }

/** How long a client refused for a failed store is asked to wait. */
const storeFailureRetrySeconds = 60

/** Spends one point of `policy` for `key` (an IP, an account, a conversation). */
export type RateLimit = (policy: RateLimitPolicy, key: string) => Promise<RateLimitResult>

/**
 * Rate limits kept in PostgreSQL when the app runs on a server database (so
 * every app server counts together), otherwise in this process's memory.
 */
export function createRateLimit({ pool }: { pool?: pg.Pool } = {}): RateLimit {
  type Entry = { limiter: RateLimiterMemory | RateLimiterPostgres; ready: Promise<void> }
  const limiters = new Map<string, Entry>()

  function limiter(policy: RateLimitPolicy): Entry {
    let entry = limiters.get(policy.name)
    if (!entry) {
      const opts = { keyPrefix: policy.name, points: policy.points, duration: policy.durationSeconds }
      if (pool) {
        // The store creates its table in the background and refuses every call until then (and,
        // without a callback, a failed creation is an unhandled rejection that ends the process):
        // calls wait for it, and a failed creation is tried afresh by the next call.
        let store: RateLimiterPostgres | undefined
        const ready = new Promise<void>((resolve, reject) => {
          store = new RateLimiterPostgres(
            { ...opts, storeClient: pool, storeType: 'pool', tableName: 'rate_limits' },
            (error?: unknown) => (error ? reject(error) : resolve()),
          )
        })
        ready.catch(() => limiters.delete(policy.name))
        entry = { limiter: store as RateLimiterPostgres, ready }
      } else {
        entry = { limiter: new RateLimiterMemory(opts), ready: Promise.resolve() }
      }
      limiters.set(policy.name, entry)
    }
    return entry
  }

  return async (policy, key) => {
    try {
      const { limiter: store, ready } = limiter(policy)
      await ready
      await store.consume(key || 'unknown')
      return { ok: true }
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) }
      }
      logger.error({ policy: policy.name, err: e }, 'rate limit store failed')
      if (policy.whenStoreFails === 'refuse') {
        return { ok: false, retryAfterSeconds: storeFailureRetrySeconds, unavailable: true }
      }
      // The limit store failing must not turn away a customer: let the request through.
      return { ok: true }
    }
  }
}

/** The 429 answer for a JSON API, with Retry-After and a message that says when to try again. */
export function tooManyRequests(retryAfterSeconds: number, message?: string) {
  return Response.json(
    {
      error: message ?? `Too many requests. Please try again in ${humanWait(retryAfterSeconds)}.`,
      retryAfterSeconds,
    },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )
}

export function humanWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** A wait as a refusal's values (decision 039): seconds below a minute, whole minutes above. */
export function waitValues(seconds: number): { wait: number; unit: 'second' | 'minute' } {
  return seconds < 60 ? { wait: seconds, unit: 'second' } : { wait: Math.ceil(seconds / 60), unit: 'minute' }
}
