import type pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

export type RateLimitPolicy = {
  /** Distinct per limit, e.g. 'booking-ip'. */
  name: string
  points: number
  durationSeconds: number
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

/** Spends one point of `policy` for `key` (an IP, an account, a conversation). */
export type RateLimit = (policy: RateLimitPolicy, key: string) => Promise<RateLimitResult>

/**
 * Rate limits kept in PostgreSQL when the app runs on a server database (so
 * every app server counts together), otherwise in this process's memory.
 */
export function createRateLimit({ pool }: { pool?: pg.Pool } = {}): RateLimit {
  const limiters = new Map<string, RateLimiterMemory | RateLimiterPostgres>()

  function limiter(policy: RateLimitPolicy) {
    let l = limiters.get(policy.name)
    if (!l) {
      const opts = { keyPrefix: policy.name, points: policy.points, duration: policy.durationSeconds }
      l = pool
        ? new RateLimiterPostgres({ ...opts, storeClient: pool, storeType: 'pool', tableName: 'rate_limits' })
        : new RateLimiterMemory(opts)
      limiters.set(policy.name, l)
    }
    return l
  }

  return async (policy, key) => {
    try {
      await limiter(policy).consume(key || 'unknown')
      return { ok: true }
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) }
      }
      // The limit store failing must not turn away a customer: let the request through.
      console.error(JSON.stringify({ level: 'error', msg: 'rate limit store failed', error: String(e) }))
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
