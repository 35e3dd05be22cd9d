import { count, eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffConsole } from '~/content/business'
import { type Database, schema } from '~/db/client.server'
import { staffSignInFailures } from '~/db/schema'
import { createRateLimit } from '~/features/security/rate-limit.server'
import { loader as adminLoader } from '~/routes/admin'
import { loader as dashboardLoader } from '~/routes/admin.dashboard'
import {
  action as signInAction,
  headers as signInHeaders,
  loader as signInLoader,
} from '~/routes/admin.sign-in'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, getPage, postForm } from '../../../tests/support/route-call'
import { createStaffAccount, signIn } from './auth.server'
import { verifyPassword } from './password.server'
import { signInDelayMs } from './sign-in-claims.server'

// Runs on in-memory PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (decision 015).
const email = 'owner@refinedresin.example'
const password = 'owner password 2026'

let context: AppLoadContext
let close: () => Promise<void>

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  await createStaffAccount(context.db, { email, password })
})
afterAll(() => close())

/** Each test uses its own addresses; claims from earlier tests on the account are cleared first. */
async function freshAccount() {
  await context.db.delete(staffSignInFailures)
}

/** Posts the sign-in form through the route action, as the framework does; answers the status. */
async function postSignIn(ctx: AppLoadContext, pass: string, who = email): Promise<number> {
  return (await callRoute(signInAction, postForm('/admin/sign-in', { email: who, password: pass }), ctx))
    .status
}

async function actionOutcome(ctx: AppLoadContext, pass: string) {
  const { status, headers, body } = await callRoute(
    signInAction,
    postForm('/admin/sign-in', { email, password: pass }),
    ctx,
  )
  return { status, headers, message: (body as { error?: Record<string, string[]> }).error?.['']?.join(' ') }
}

/** A verifier that counts the passwords it actually checks. */
function countingVerifier() {
  const counter = { calls: 0 }
  const verify = (pass: string, hash: string) => {
    counter.calls++
    return verifyPassword(pass, hash)
  }
  return { counter, verify }
}

describe('parallel guessing', () => {
  it('checks at most five of 100 wrong passwords sent at once from one address', async () => {
    await freshAccount()
    const { counter, verify } = countingVerifier()
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(context.db, { email, password: `wrong guess ${i}`, ip: '198.51.100.10' }, { verify }),
      ),
    )
    expect(counter.calls).toBe(staffConsole.signInFailures)
    expect(results.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(5)
    const locked = results.filter((r) => !r.ok && r.reason === 'locked')
    expect(locked).toHaveLength(95)
    for (const r of locked)
      expect(r.ok === false && r.reason === 'locked' && r.retryAfterSeconds).toBeGreaterThan(800)
  })

  it('answers 100 parallel posts of the form from one address with at most five 401s, the rest 429', async () => {
    await freshAccount()
    const ctx = { ...context, ip: '198.51.100.11', rateLimit: createRateLimit() }
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => postSignIn(ctx, `wrong guess ${i}`)),
    )
    const tally = (s: number) => statuses.filter((x) => x === s).length
    expect(tally(401)).toBe(5)
    expect(tally(429)).toBe(95)
  })

  it('counts five per address across accounts, known or not, with the same answers', async () => {
    await freshAccount()
    const { counter, verify } = countingVerifier()
    const ip = '198.51.100.12'
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn(
          context.db,
          { email: `guess${i % 4}@example.com`, password: 'whatever guess', ip },
          { verify },
        ),
      ),
    )
    expect(counter.calls).toBe(5)
    expect(results.filter((r) => !r.ok && r.reason === 'locked')).toHaveLength(15)
  })

  it('a success clears that address’s claims on the account', async () => {
    await freshAccount()
    const ip = '198.51.100.13'
    // The claims are under test here, not scrypt: a plain comparison keeps eleven checks quick.
    const verify = async (pass: string) => pass === password
    for (let i = 0; i < 4; i++) {
      expect(await signIn(context.db, { email, password: `wrong ${i}`, ip }, { verify })).toEqual({
        ok: false,
        reason: 'invalid',
      })
    }
    expect((await signIn(context.db, { email, password, ip }, { verify })).ok).toBe(true)
    for (let i = 0; i < 5; i++) {
      expect(await signIn(context.db, { email, password: `again ${i}`, ip }, { verify })).toMatchObject({
        reason: 'invalid',
      })
    }
    expect(await signIn(context.db, { email, password, ip }, { verify })).toMatchObject({ reason: 'locked' })
  })
})

describe('an attack on the owner’s account', () => {
  it('does not lock the owner out: while one address hammers the account, another signs in', async () => {
    await freshAccount()
    const attacker = { ...context, ip: '203.0.113.66', rateLimit: createRateLimit() }
    const owner = { ...context, ip: '198.51.100.77', rateLimit: createRateLimit() }
    const attack = Promise.all(Array.from({ length: 100 }, (_, i) => postSignIn(attacker, `guess ${i}`)))
    const ownerStatus = postSignIn(owner, password)
    const [statuses, ownerAnswer] = await Promise.all([attack, ownerStatus])
    expect(ownerAnswer).toBe(302)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5)
    // The attacking address stays shut out, even with the right password.
    expect(await postSignIn(attacker, password)).toBe(429)
  })

  it('slows the account for every address past ten claims, up to 3 s, then shuts it at 100 from all addresses', async () => {
    await freshAccount()
    const waits: number[] = []
    const sleep = async (ms: number) => {
      waits.push(ms)
    }
    const verify = async () => false
    // Twenty addresses, five guesses each: 100 claims on the account.
    for (let a = 0; a < 20; a++) {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          signIn(context.db, { email, password: `g${i}`, ip: `192.0.2.${a + 1}` }, { verify, sleep }),
        ),
      )
      expect(results.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(5)
    }
    expect([...waits].sort((x, y) => x - y).slice(0, 5)).toEqual([250, 500, 1000, 2000, 3000])
    expect(waits).toHaveLength(90)
    expect(Math.max(...waits)).toBe(staffConsole.signInDelayMaxMs)
    const [row] = await context.db
      .select({ n: count() })
      .from(staffSignInFailures)
      .where(eq(staffSignInFailures.email, email))
    expect(row?.n).toBe(100)
    // The ceiling: now even a fresh address with the right password waits for the window.
    const shut = await signIn(context.db, { email, password, ip: '192.0.2.200' }, { sleep })
    expect(shut).toMatchObject({ ok: false, reason: 'locked' })
    expect(shut.ok === false && shut.reason === 'locked' && shut.retryAfterSeconds).toBeLessThanOrEqual(900)
  })

  it('follows the delay curve: none for ten claims, then 250 ms doubling to a 3 s cap', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 99, 5000].map(signInDelayMs)).toEqual([
      0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000,
    ])
  })
})

describe('the refusal a browser sees', () => {
  it('carries Retry-After on the document answer to a locked sign-in', async () => {
    await freshAccount()
    const ctx = { ...context, ip: '198.51.100.30' }
    for (let i = 0; i < 5; i++) await actionOutcome(ctx, `wrong ${i}`)
    const locked = await actionOutcome(ctx, password)
    expect(locked.status).toBe(429)
    const sent = new Headers(
      signInHeaders({ actionHeaders: locked.headers, loaderHeaders: new Headers() } as never) as HeadersInit,
    )
    expect(Number(sent.get('retry-after'))).toBeGreaterThan(800)
    expect(sent.get('cache-control')).toBe('no-store')
  })
})

describe('a broken store', () => {
  it('refuses sign-in with 503 and a plain message when the database fails', async () => {
    // The app's PostgreSQL driver, with the database server down (nothing listens on port 1).
    const pool = new pg.Pool({ connectionString: 'postgresql://nobody@127.0.0.1:1/none', max: 1 })
    pool.on('error', () => {})
    try {
      const db = drizzle(pool, { schema }) as unknown as Database
      const outcome = await actionOutcome({ ...context, db, ip: '198.51.100.90' }, password)
      expect(outcome.status).toBe(503)
      expect(outcome.message).toBe('Sign-in is unavailable right now. Please try again in a few minutes.')
      expect(outcome.headers.get('retry-after')).toBe('60')
    } finally {
      await pool.end()
    }
  })

  it('refuses sign-in with 503 when the rate-limit store fails, even with the right password', async () => {
    await freshAccount()
    // A PostgreSQL limit store that cannot be reached (nothing listens on port 1).
    const pool = new pg.Pool({ connectionString: 'postgresql://nobody@127.0.0.1:1/none', max: 1 })
    pool.on('error', () => {})
    try {
      const ctx = { ...context, ip: '198.51.100.91', rateLimit: createRateLimit({ pool }) }
      const outcome = await actionOutcome(ctx, password)
      expect(outcome.status).toBe(503)
      expect(outcome.message).toBe('Sign-in is unavailable right now. Please try again in a few minutes.')
    } finally {
      await pool.end()
    }
  })
})

describe('a malformed session cookie', () => {
  const load = (loader: (args: never) => unknown, path: string, cookie: string) =>
    callRoute(loader, getPage(path, cookie), context)

  it.each(['rr_staff=%', 'rr_staff=%E0%A4%A', 'rr_staff=%ZZ.abc; other=1'])(
    'is no cookie (%s): the console asks to sign in, never a 500',
    async (cookie) => {
      const layout = await load(adminLoader as never, '/admin', cookie)
      expect(layout.body).toEqual({ staff: null })
      const page = await load(dashboardLoader as never, '/admin', cookie)
      expect(page.status).toBe(302)
      expect(page.headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin')
      const signInPage = await load(signInLoader as never, '/admin/sign-in', cookie)
      expect(signInPage.body).toEqual({ hasAccounts: true })
    },
  )
})
