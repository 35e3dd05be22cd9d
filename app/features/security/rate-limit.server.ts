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
  // The table is made here, once per process, not by each limiter: the library's own creation
  // fails when another app server creates it at the same moment (a race the two-instance tests run on purpose).
  let table: Promise<void> | undefined
  const tableReady = (store: pg.Pool) => {
    table ??= createTable(store).catch((error) => {
      table = undefined
      throw error
    })
    return table
  }

  function limiter(policy: RateLimitPolicy): Entry {
    let entry = limiters.get(policy.name)
    if (!entry) {
      const opts = { keyPrefix: policy.name, points: policy.points, duration: policy.durationSeconds }
      if (pool) {
        // Without the table the store refuses every call, so calls wait for it; a failed creation
        // is tried afresh by the next call.
        const ready = tableReady(pool)
        ready.catch(() => limiters.delete(policy.name))
        const store = new RateLimiterPostgres({
          ...opts,
          storeClient: pool,
          storeType: 'pool',
          tableName,
          tableCreated: true,
        })
        entry = { limiter: store, ready }
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

const tableName = 'rate_limits'

/** PostgreSQL's answers when another session created the same table (or its row type) first. */
const createdElsewhere = new Set(['23505', '42P07', '42710'])

/**
 * The limits' table, as rate-limiter-flexible expects it. `if not exists` does not hold when two
 * sessions create it at the same moment: one of them is refused, and then the table is there.
 */
async function createTable(pool: pg.Pool) {
  const statement = `create table if not exists ${tableName} (
    key varchar(255) primary key,
    points integer not null default 0,
    expire bigint
  )`
  try {
    await pool.query(statement)
  } catch (error) {
    if (!createdElsewhere.has((error as { code?: string }).code ?? '')) throw error
    await pool.query(statement)
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
