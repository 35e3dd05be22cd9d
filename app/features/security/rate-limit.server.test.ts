import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/db/client.server'
import { signInRequestPolicy } from '~/features/admin/auth.server'
import { chatPolicies } from '~/features/chat/conversations.server'
import { quotePdfPolicy } from '~/features/estimator/quote-pdf.server'
import { leadSubmissionPolicy } from '~/features/leads/lead-service.server'
import { bookingRatePolicy } from '~/features/schedule/booking.server'
import { openTestDatabase } from '../../../tests/support/test-database'
import { createRateLimit, type RateLimit, type RateLimitPolicy } from './rate-limit.server'

// With TEST_DATABASE_URL the limits live in PostgreSQL and two app instances (two limiters on two
// pools) share them; on PGlite the app is one process with one in-memory limiter, which both
// "instances" below then are.
let handle: DatabaseHandle
let secondPool: pg.Pool | undefined
let instances: [RateLimit, RateLimit]

beforeAll(async () => {
  handle = await openTestDatabase()
  if (handle.pool) {
    secondPool = new pg.Pool({ connectionString: handle.pool.options.connectionString, max: 2 })
    // As below: a client still closing when the database is dropped must not be an uncaught 57P01.
    secondPool.on('error', () => {})
    instances = [createRateLimit({ pool: handle.pool }), createRateLimit({ pool: secondPool })]
  } else {
    const one = createRateLimit()
    instances = [one, one]
  }
})
afterAll(async () => {
  await secondPool?.end()
  await handle.close()
})

const policy: RateLimitPolicy = { name: 'test-shared', points: 5, durationSeconds: 600 }
const store = () => (process.env.TEST_DATABASE_URL ? 'PostgreSQL, two app instances' : 'memory, one process')

describe('rate limits', () => {
  it(`count one limit across app instances (${store()})`, async () => {
    const [a, b] = instances
    const answers = []
    // Alternate between the instances, some calls at once: 5 points in all, not 5 each.
    for (let round = 0; round < 4; round++) {
      answers.push(...(await Promise.all([a(policy, '198.51.100.1'), b(policy, '198.51.100.1')])))
    }
    expect(answers.filter((r) => r.ok)).toHaveLength(5)
    const refused = answers.filter((r) => !r.ok)
    expect(refused).toHaveLength(3)
    for (const r of refused) {
      expect(r.ok === false && r.retryAfterSeconds).toBeGreaterThan(590)
      expect(r.ok === false && r.retryAfterSeconds).toBeLessThanOrEqual(600)
    }
    // Another key has its own count, on either instance.
    expect(await b(policy, '198.51.100.2')).toEqual({ ok: true })
  })

  it(`start counting from the first call of a new limit on a fresh instance (${store()})`, async () => {
    const fresh = handle.pool ? createRateLimit({ pool: handle.pool }) : instances[0]
    const first = { name: 'test-first-call', points: 1, durationSeconds: 60 }
    const [one, two] = await Promise.all([fresh(first, 'k'), fresh(first, 'k')])
    expect([one.ok, two.ok].sort()).toEqual([false, true])
  })

  // App servers starting together each find no table and create it at the same moment: none
  // may fail open because another one won the race. (In memory each process counts alone.)
  it(`count from the first call when twelve app servers start at once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'memory'})`, async () => {
    const fresh = await openTestDatabase()
    const url = fresh.pool?.options.connectionString
    const pools = url ? Array.from({ length: 12 }, () => new pg.Pool({ connectionString: url, max: 1 })) : []
    // As the app's own pool does (app/db/client.server.ts): a client still closing when the test's
    // database is dropped gets 57P01, and a pool with no error listener throws it as an uncaught
    // exception, which fails the whole Vitest run after every test has passed.
    for (const p of pools) p.on('error', () => {})
    try {
      // Connected first, so that their first statements meet at the server.
      await Promise.all(pools.map((p) => p.query('select 1')))
      // The race is won or lost by microseconds: run it ten times, each on a table not made yet.
      for (let round = 0; round < 10; round++) {
        await fresh.pool?.query('drop table if exists rate_limits')
        const servers = url
          ? pools.map((pool) => createRateLimit({ pool }))
          : Array(12).fill(createRateLimit())
        const race = { name: `test-start-${round}`, points: 11, durationSeconds: 60 }
        const answers = await Promise.all(servers.map((limit: RateLimit) => limit(race, 'k')))
        expect(answers.filter((r) => r.ok)).toHaveLength(11)
      }
    } finally {
      await Promise.all(pools.map((p) => p.end()))
      await fresh.close()
    }
  })

  describe('when the store is broken', () => {
    // A PostgreSQL store nothing answers for (port 1 refuses connections).
    let broken: pg.Pool
    let limit: RateLimit
    beforeAll(() => {
      broken = new pg.Pool({ connectionString: 'postgresql://nobody@127.0.0.1:1/none', max: 1 })
      broken.on('error', () => {})
      limit = createRateLimit({ pool: broken })
    })
    afterAll(() => broken.end())

    it('lets public forms and APIs through (fail open)', async () => {
      const publicPolicies: RateLimitPolicy[] = [
        leadSubmissionPolicy,
        bookingRatePolicy,
        quotePdfPolicy,
        ...Object.values(chatPolicies),
      ]
      for (const p of publicPolicies) expect(await limit(p, '198.51.100.3')).toEqual({ ok: true })
    })

    it('refuses staff sign-in, saying the store is unavailable (fail closed)', async () => {
      expect(await limit(signInRequestPolicy, '198.51.100.3')).toEqual({
        ok: false,
        retryAfterSeconds: 60,
        unavailable: true,
      })
      // Tried afresh on the next call, and still refused while the store is down.
      expect(await limit(signInRequestPolicy, '198.51.100.3')).toMatchObject({ ok: false, unavailable: true })
    })
  })
})
