import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { staffAccounts } from '~/db/schema'
import { createTestContext } from '../../../tests/support/app-context'
import { hashPassword } from './password.server'
import { currentStaff, sessionCookie, sessionIdFrom, startSession } from './session.server'

/** The staff cookie on React Router's cookie API with rotating secrets (decision 016). */
const oldSecret = 'the secret this site signed with until today (32+)'
const newSecret = 'the secret put first in the deploy of today (32+)'

let test: Awaited<ReturnType<typeof createTestContext>>
let staffId: string
const saved = process.env.SESSION_SECRETS

beforeAll(async () => {
  test = await createTestContext()
  const [row] = await test.context.db
    .insert(staffAccounts)
    .values({ email: 'rotate@example.com', passwordHash: await hashPassword('a long enough password') })
    .returning({ id: staffAccounts.id })
  staffId = row.id
})
afterAll(() => test.close())
afterEach(() => {
  if (saved === undefined) delete process.env.SESSION_SECRETS
  else process.env.SESSION_SECRETS = saved
})

const requestWith = (setCookie: string) =>
  new Request('http://localhost:3000/admin', { headers: { cookie: setCookie.split(';')[0] } })

describe('staff session cookie', () => {
  it('stays signed in when a deploy puts a new secret first, and is signed by the new one from then on', async () => {
    process.env.SESSION_SECRETS = oldSecret
    const issuedBefore = await sessionCookie(await startSession(test.context.db, staffId))

    process.env.SESSION_SECRETS = `${newSecret},${oldSecret}`
    const staff = await currentStaff(test.context.db, requestWith(issuedBefore))
    expect(staff?.email).toBe('rotate@example.com')

    const issuedAfter = await sessionCookie(staff?.sessionId ?? '')
    expect(issuedAfter).not.toBe(issuedBefore)
    // Once the old secret is dropped, only cookies signed by the new one hold.
    process.env.SESSION_SECRETS = newSecret
    expect(await currentStaff(test.context.db, requestWith(issuedBefore))).toBeNull()
    expect((await currentStaff(test.context.db, requestWith(issuedAfter)))?.email).toBe('rotate@example.com')
  })

  it('refuses a session id signed with a secret the site never had, or not signed at all', async () => {
    process.env.SESSION_SECRETS = newSecret
    const id = await startSession(test.context.db, staffId)
    process.env.SESSION_SECRETS = 'an attacker’s guess at a secret of 32 chars'
    const forged = await sessionCookie(id)
    process.env.SESSION_SECRETS = newSecret
    expect(await sessionIdFrom(requestWith(forged))).toBeNull()
    expect(await sessionIdFrom(requestWith(`rr_staff=${id}`))).toBeNull()
    expect(await sessionIdFrom(requestWith('rr_staff=%'))).toBeNull()
    expect(await sessionIdFrom(requestWith(`rr_staff=${'A'.repeat(9000)}`))).toBeNull()
  })

  it('carries only the server-side session id, HttpOnly and SameSite=Lax for 8 hours', async () => {
    process.env.SESSION_SECRETS = newSecret
    const id = await startSession(test.context.db, staffId)
    const cookie = await sessionCookie(id)
    expect(cookie).toMatch(/^rr_staff=/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Max-Age=28800')
    expect(await sessionIdFrom(requestWith(cookie))).toBe(id)
  })
})
