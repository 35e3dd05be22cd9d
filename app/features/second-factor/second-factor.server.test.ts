import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import { eq, sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  outbox,
  staffAccounts,
  staffActions,
  staffRecoveryCodes,
  staffSessions,
  staffSignInFailures,
  staffTotp,
  webauthnChallenges,
} from '~/db/schema'
import { createStaffAccount, ensureFirstStaffAccount } from '~/features/admin/auth.server'
import { acceptLink, inviteStaff, resetStaffPassword } from '~/features/admin/invites.server'
import { action as accountAction, loader as accountLoader } from '~/routes/admin.account'
import { loader as dashboardLoader } from '~/routes/admin.dashboard'
import { action as enrolAction, loader as enrolLoader } from '~/routes/admin.enrol'
import { action as signInAction } from '~/routes/admin.sign-in'
import { action as verifyAction } from '~/routes/admin.sign-in-verify'
import { action as teamAction, loader as teamLoader } from '~/routes/admin.team'
import { action as webauthnAction } from '~/routes/admin.webauthn'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, cookieFrom, getPage, type Outcome, postForm } from '../../../tests/support/route-call'
import { checkCode, resetFactors, secondFactorRequired } from './factors.server'
import { totpCode } from './totp.server'

const ownerEmail = 'owner@refinedresin.example'
const ownerPassword = 'owner password 2026!'
const memberEmail = 'member@refinedresin.example'
const memberPassword = 'member password 2026!'
const origin = 'http://localhost:3000'

let context: AppLoadContext
let close: () => Promise<void>

const call = (fn: unknown, request: Request) => callRoute(fn as never, request, context)
const body = (o: Outcome) =>
  o.body as { ok?: boolean; error?: string; message?: string; recoveryCodes?: string[] }
const signIn = (email: string, password: string) =>
  call(signInAction, postForm('/admin/sign-in', { email, password }))
const verify = (cookie: string, fields: Record<string, string>) =>
  call(verifyAction, postForm('/admin/sign-in/verify', fields, cookie))
const account = (cookie: string, fields: Record<string, string>) =>
  call(accountAction, postForm('/admin/account', fields, cookie))

/**
 * The second step given: the complete session's cookie, a new id (ASVS 7.2.4); the password's
 * session ends with it.
 */
async function complete(pending: string, fields: Record<string, string>) {
  const done = await verify(pending, fields)
  expect(done.status).toBe(302)
  const cookie = cookieFrom(done)
  expect(cookie).not.toBe(pending)
  expect((await call(dashboardLoader, getPage('/admin', pending))).headers.get('location')).toMatch(
    /^\/admin\/sign-in/,
  )
  return cookie
}

async function idOf(email: string) {
  const [row] = await context.db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
  return row.id
}

/** Every session's re-authentication moved 10 minutes back: none is fresh. */
async function ageReauth() {
  await context.db.update(staffSessions).set({ reauthenticatedAt: new Date(Date.now() - 10 * 60_000) })
}

/**
 * The app's code now, as if the last accepted one were a minute old (the same as waiting for the
 * next step, without a test that waits on the clock: decision 037).
 */
async function freshCode(email: string) {
  const staffId = await idOf(email)
  const now = Math.floor(Date.now() / 30_000)
  const [row] = await context.db
    .update(staffTotp)
    .set({ lastStep: now - 2 })
    .where(eq(staffTotp.staffId, staffId))
    .returning()
  return totpCode(row.secret, now * 30_000)
}

let ownerSecret = ''
let ownerCodes: string[] = []

beforeAll(async () => {
  ;({ context, close } = await createTestContext({ requireSecondFactor: true }))
  expect(await ensureFirstStaffAccount(context.db, ownerEmail, ownerPassword)).toBe('created')
})
afterAll(() => close())
// Each test is its own visitor, so one test's posts never count against another's limits.
let visitor = 0
beforeEach(() => {
  visitor += 1
  context.ip = `192.0.2.${visitor}`
})

/** The guesses of an earlier test leave the window (as 15 minutes passing would). */
const forgetGuesses = () => context.db.delete(staffSignInFailures)

describe('a new install requires a second factor', () => {
  it('reads as required when no setting was written', async () => {
    const fresh = await createTestContext({ requireSecondFactor: true })
    await fresh.context.db.execute(sql`delete from team_settings`)
    expect(await secondFactorRequired(fresh.context.db)).toBe(true)
    await fresh.close()
  })

  it('sends a password sign-in without a factor to enrolment, and opens no other page', async () => {
    const signedIn = await signIn(ownerEmail, ownerPassword)
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/admin/enrol?next=%2Fadmin')
    const cookie = cookieFrom(signedIn)
    for (const page of ['/admin', '/admin/account', '/admin/team']) {
      const loader =
        page === '/admin' ? dashboardLoader : page === '/admin/account' ? accountLoader : teamLoader
      const answer = await call(loader, getPage(page, cookie))
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toMatch(/^\/admin\/enrol\?next=/)
    }
  })

  it('enrols an app: bad codes are refused with a reason, the first good one confirms and shows ten recovery codes', async () => {
    const cookie = cookieFrom(await signIn(ownerEmail, ownerPassword))
    const page = await call(enrolLoader, getPage('/admin/enrol', cookie))
    const panel = (page.body as { panel: { totpEnrolment: { secret: string; uri: string; qrSvg: string } } })
      .panel
    ownerSecret = panel.totpEnrolment.secret
    expect(panel.totpEnrolment.uri).toContain(`secret=${ownerSecret}`)
    expect(panel.totpEnrolment.qrSvg).toMatch(/^<svg/)

    const enrol = (fields: Record<string, string>) =>
      call(enrolAction, postForm('/admin/enrol', fields, cookie))
    for (const code of ['123 456', '12345', '1234567', 'abc']) {
      const refused = await enrol({ intent: 'totp-confirm', code })
      expect(refused.status).toBe(400)
      expect(body(refused).error).toMatch(/6 digits/)
    }
    const now = totpCode(ownerSecret)
    const wrong = String((Number(now) + 500_000) % 1_000_000).padStart(6, '0')
    expect((await enrol({ intent: 'totp-confirm', code: wrong })).status).toBe(401)

    const confirmed = await enrol({ intent: 'totp-confirm', code: now })
    expect(confirmed.status).toBe(200)
    ownerCodes = body(confirmed).recoveryCodes ?? []
    expect(ownerCodes).toHaveLength(10)
    expect(new Set(ownerCodes).size).toBe(10)
    // Only hashes are stored.
    const stored = await context.db.select().from(staffRecoveryCodes)
    expect(stored).toHaveLength(10)
    for (const row of stored) expect(ownerCodes.some((c) => row.codeHash.includes(c))).toBe(false)
    // The session is complete, under a new id: the console opens, and the id seen before does not.
    const complete = cookieFrom(confirmed)
    expect(complete).not.toBe(cookie)
    expect((await call(dashboardLoader, getPage('/admin', complete))).status).toBe(200)
    expect((await call(dashboardLoader, getPage('/admin', cookie))).status).toBe(302)
  })
})

describe('the second step of sign-in', () => {
  it('asks for a code after the password, accepts one once, refuses its replay', async () => {
    const first = cookieFrom(await signIn(ownerEmail, ownerPassword))
    expect((await call(dashboardLoader, getPage('/admin', first))).headers.get('location')).toMatch(
      /^\/admin\/sign-in\/verify/,
    )
    const code = await freshCode(ownerEmail)
    const ok = await verify(first, { intent: 'code', code })
    expect(ok.status).toBe(302)
    expect(ok.headers.get('location')).toBe('/admin')
    expect((await call(dashboardLoader, getPage('/admin', cookieFrom(ok)))).status).toBe(200)
    // The password's session, whose id was seen before the second step, opens nothing now.
    expect((await call(dashboardLoader, getPage('/admin', first))).headers.get('location')).toMatch(
      /^\/admin\/sign-in\?/,
    )

    const second = cookieFrom(await signIn(ownerEmail, ownerPassword))
    const replay = await verify(second, { intent: 'code', code })
    expect(replay.status).toBe(401)
    expect(body(replay).error).toMatch(/already used/)
    expect((await call(dashboardLoader, getPage('/admin', second))).status).toBe(302)
  })

  it('refuses a malformed code with 400 before it counts as a guess', async () => {
    const cookie = cookieFrom(await signIn(ownerEmail, ownerPassword))
    for (const code of ['12 34 56', ' 123456', '12345', '1234567', 'x'.repeat(41)]) {
      const answer = await verify(cookie, { intent: 'code', code })
      expect(answer.status).toBe(400)
    }
    expect((await verify(cookie, { intent: 'nothing' })).status).toBe(400)
  })

  it('spends a recovery code once and says how many are left', async () => {
    const cookie = cookieFrom(await signIn(ownerEmail, ownerPassword))
    const spent = await verify(cookie, { intent: 'code', code: ownerCodes[0].toUpperCase() })
    expect(spent.status).toBe(302)
    expect(spent.headers.get('location')).toBe('/admin/account?recovery=used')
    const page = await call(accountLoader, getPage('/admin/account', cookieFrom(spent)))
    expect((page.body as { panel: { factors: { recoveryLeft: number } } }).panel.factors.recoveryLeft).toBe(9)

    const again = cookieFrom(await signIn(ownerEmail, ownerPassword))
    const reused = await verify(again, { intent: 'code', code: ownerCodes[0] })
    expect(reused.status).toBe(401)
    expect(body(reused).error).toMatch(/already used/)
  })

  it('answers 100 parallel wrong codes with at most five checks, the rest 429, never a 5xx, never signed in', async () => {
    const cookie = cookieFrom(await signIn(ownerEmail, ownerPassword))
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => verify(cookie, { intent: 'code', code: String(100000 + i) })),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    expect(answers.find((a) => a.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await call(dashboardLoader, getPage('/admin', cookie))).status).toBe(302)
    await forgetGuesses()
  })

  it('takes one good code once even when it is posted many times at once', async () => {
    const id = await idOf(ownerEmail)
    const code = await freshCode(ownerEmail)
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        checkCode(context.db, { id, email: ownerEmail }, code, `192.0.2.${120 + i}`),
      ),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    // The others are replays (401), or wait behind the account's claims (429).
    expect(results.every((r) => r.ok || r.status === 401 || r.status === 429)).toBe(true)
    await forgetGuesses()
  })
})

describe('re-authentication before a change', () => {
  let cookie = ''
  beforeAll(async () => {
    cookie = await complete(cookieFrom(await signIn(ownerEmail, ownerPassword)), {
      intent: 'code',
      code: ownerCodes[1],
    })
  })

  it('refuses factor, email and password changes when the last confirmation is older than 5 minutes', async () => {
    await ageReauth()
    const changes: Record<string, string>[] = [
      { intent: 'totp-remove' },
      { intent: 'recovery-regenerate' },
      { intent: 'totp-start' },
      { intent: 'email', email: 'new-owner@refinedresin.example' },
      { current: ownerPassword, password: 'a brand new password 2026', confirm: 'a brand new password 2026' },
    ]
    for (const fields of changes) {
      const refused = await account(cookie, fields)
      expect(refused.status).toBe(403)
      expect(body(refused).error).toMatch(/Confirm it is you/)
    }
    const options = await call(webauthnAction, postForm('/admin/webauthn', { intent: 'register' }, cookie))
    expect(options.status).toBe(403)
  })

  it('needs the password and a factor to confirm, then allows changes for 5 minutes', async () => {
    expect((await account(cookie, { intent: 'reauth', password: 'not the password at all' })).status).toBe(
      401,
    )
    const noFactor = await account(cookie, { intent: 'reauth', password: ownerPassword })
    expect(noFactor.status).toBe(400)
    const confirmed = await account(cookie, {
      intent: 'reauth',
      password: ownerPassword,
      code: await freshCode(ownerEmail),
    })
    expect(confirmed.status).toBe(200)

    const fresh = await account(cookie, { intent: 'recovery-regenerate' })
    expect(fresh.status).toBe(200)
    const newCodes = body(fresh).recoveryCodes ?? []
    expect(newCodes).toHaveLength(10)
    expect((fresh.body as { offerSignOut?: boolean }).offerSignOut).toBe(true)
    // The old codes no longer work.
    const other = cookieFrom(await signIn(ownerEmail, ownerPassword))
    expect((await verify(other, { intent: 'code', code: ownerCodes[2] })).status).toBe(401)
    ownerCodes = newCodes

    // The last factor stays while the team requires one.
    const last = await account(cookie, { intent: 'totp-remove' })
    expect(last.status).toBe(400)
    expect(body(last).error).toMatch(/requires a second factor/)

    // The offer after a change: every other session ends, this one stays.
    expect((await account(cookie, { intent: 'sessions-end' })).status).toBe(200)
    expect((await call(dashboardLoader, getPage('/admin', cookie))).status).toBe(200)
    expect((await verify(other, { intent: 'code', code: ownerCodes[0] })).status).toBe(302)
  })
})

/**
 * A software authenticator: an ES256 key pair, 'none' attestation, a counter, and answers signed
 * the way a browser's authenticator signs them, so the server's checks run on real signatures.
 */
class SoftAuthenticator {
  key = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  credentialId = randomBytes(16)
  counter = 0
  userHandle = ''
  private rpIdHash = createHash('sha256').update('localhost').digest()

  private cosePublicKey() {
    const jwk = this.key.publicKey.export({ format: 'jwk' })
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    )
  }

  private authData(attested: boolean) {
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(this.counter)
    // User present, user verified, and (registration) attested credential data.
    const flags = Buffer.from([0x01 | 0x04 | (attested ? 0x40 : 0)])
    if (!attested) return Buffer.concat([this.rpIdHash, flags, counter])
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(this.credentialId.length)
    return Buffer.concat([
      this.rpIdHash,
      flags,
      counter,
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(this.cosePublicKey()),
    ])
  }

  register(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin }),
    )
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(true)],
      ]) as never,
    )
    const id = this.credentialId.toString('base64url')
    return JSON.stringify({
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData.toString('base64url'),
        attestationObject: Buffer.from(attestation).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    })
  }

  answer(options: { challenge: string }, { counter = this.counter + 1 } = {}) {
    this.counter = counter
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin }),
    )
    const authData = this.authData(false)
    const signed = Buffer.concat([authData, createHash('sha256').update(clientData).digest()])
    const signature = sign('sha256', signed, this.key.privateKey)
    const id = this.credentialId.toString('base64url')
    return JSON.stringify({
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    })
  }
}

describe('passkeys', () => {
  const ownerKey = new SoftAuthenticator()
  const memberKey = new SoftAuthenticator()
  let ownerCookie = ''
  let memberCookie = ''
  const options = async (intent: string, cookie = '') => {
    const answer = await call(webauthnAction, postForm('/admin/webauthn', { intent }, cookie))
    return JSON.parse(answer.body as string).options
  }
  const passkeySignIn = (passkey: string) =>
    call(signInAction, postForm('/admin/sign-in', { intent: 'passkey', passkey }))

  beforeAll(async () => {
    ownerCookie = await complete(cookieFrom(await signIn(ownerEmail, ownerPassword)), {
      intent: 'code',
      code: ownerCodes[3],
    })
    await createStaffAccount(context.db, { email: memberEmail, password: memberPassword })
    memberCookie = cookieFrom(await signIn(memberEmail, memberPassword))
  })

  it('registers a named passkey, which then signs in alone', async () => {
    const added = await account(ownerCookie, {
      intent: 'passkey-add',
      name: 'Test key',
      response: ownerKey.register(await options('register', ownerCookie)),
    })
    expect(added.status).toBe(200)
    expect(body(added).message).toMatch(/Test key/)
    // Not the first factor: no new recovery codes.
    expect(body(added).recoveryCodes).toBeUndefined()

    const signedIn = await passkeySignIn(ownerKey.answer(await options('sign-in')))
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/admin')
    expect((await call(dashboardLoader, getPage('/admin', cookieFrom(signedIn)))).status).toBe(200)
  })

  it('enrols a first passkey from the enrolment page, with recovery codes', async () => {
    const added = await call(
      enrolAction,
      postForm(
        '/admin/enrol',
        {
          intent: 'passkey-add',
          name: 'Member phone',
          response: memberKey.register(await options('register', memberCookie)),
        },
        memberCookie,
      ),
    )
    expect(added.status).toBe(200)
    expect(body(added).recoveryCodes).toHaveLength(10)
    // The enrolment's session is complete under a new id; the one before it opens nothing.
    const enrolled = memberCookie
    memberCookie = cookieFrom(added)
    expect(memberCookie).not.toBe(enrolled)
    expect((await call(dashboardLoader, getPage('/admin', memberCookie))).status).toBe(200)
    expect((await call(dashboardLoader, getPage('/admin', enrolled))).status).toBe(302)
  })

  it('refuses malformed answers, a reused or stale challenge, a counter that went back, with 4xx', async () => {
    for (const passkey of [
      '',
      'not json',
      '{}',
      '[]',
      JSON.stringify({ id: 'x', rawId: 'x', type: 'public-key' }),
      'x'.repeat(70_000),
    ]) {
      const refused = await passkeySignIn(passkey)
      expect(refused.status).toBeGreaterThanOrEqual(400)
      expect(refused.status).toBeLessThan(500)
    }
    const challenge = await options('sign-in')
    const first = ownerKey.answer(challenge)
    expect((await passkeySignIn(first)).status).toBe(302)
    const reused = await passkeySignIn(ownerKey.answer(challenge))
    expect(reused.status).toBe(400)

    const stale = await options('sign-in')
    await context.db
      .update(webauthnChallenges)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(webauthnChallenges.challenge, stale.challenge))
    expect((await passkeySignIn(ownerKey.answer(stale))).status).toBe(400)

    // A challenge the server never issued.
    expect(
      (await passkeySignIn(ownerKey.answer({ challenge: randomBytes(32).toString('base64url') }))).status,
    ).toBe(400)

    // A clone: the counter goes back.
    const back = await passkeySignIn(ownerKey.answer(await options('sign-in'), { counter: 1 }))
    expect(back.status).toBe(401)
  })

  it('refuses a passkey of another account in that account’s second step', async () => {
    const cookie = cookieFrom(await signIn(memberEmail, memberPassword))
    const challenge = await options('verify', cookie)
    const answer = await verify(cookie, {
      intent: 'passkey',
      passkey: ownerKey.answer(challenge, { counter: ownerKey.counter + 10 }),
    })
    expect(answer.status).toBe(401)
    expect(body(answer).error).toMatch(/another account/)
    expect((await call(dashboardLoader, getPage('/admin', cookie))).status).toBe(302)
    // Its own passkey completes the step.
    const own = await verify(cookie, {
      intent: 'passkey',
      passkey: memberKey.answer(await options('verify', cookie)),
    })
    expect(own.status).toBe(302)
  })

  it('a removed passkey signs in nowhere', async () => {
    const page = await call(accountLoader, getPage('/admin/account', ownerCookie))
    const passkeys = (page.body as { panel: { passkeys: { id: string; name: string }[] } }).panel.passkeys
    const removed = await account(ownerCookie, {
      intent: 'reauth',
      password: ownerPassword,
      code: await freshCode(ownerEmail),
    })
    expect(removed.status).toBe(200)
    expect((await account(ownerCookie, { intent: 'passkey-remove', passkeyId: passkeys[0].id })).status).toBe(
      200,
    )
    const refused = await passkeySignIn(
      ownerKey.answer(await options('sign-in'), { counter: ownerKey.counter + 10 }),
    )
    expect(refused.status).toBe(401)
    expect(JSON.stringify(refused.body)).toMatch(/not registered/)
  })
})

describe('the owner', () => {
  it('sees who has which factors, resets a member’s, logged with who did it', async () => {
    const cookie = await complete(cookieFrom(await signIn(ownerEmail, ownerPassword)), {
      intent: 'code',
      code: await freshCode(ownerEmail),
    })
    const team = await call(teamLoader, getPage('/admin/team', cookie))
    const members = (
      team.body as { members: { email: string; id: string; factors: { passkeys: number; totp: boolean } }[] }
    ).members
    expect(members.find((m) => m.email === ownerEmail)?.factors.totp).toBe(true)
    const member = members.find((m) => m.email === memberEmail)!
    expect(member.factors.passkeys).toBe(1)

    expect(
      (
        await call(
          teamAction,
          postForm('/admin/team', { intent: 'reset-factors', staffId: member.id }, cookie),
        )
      ).status,
    ).toBe(200)
    const [log] = await context.db.select().from(staffActions).where(eq(staffActions.action, 'factors-reset'))
    expect(log.staffEmail).toBe(ownerEmail)
    expect(log.detail).toMatchObject({ email: memberEmail, by: ownerEmail })
    // Signed out; the next sign-in sets up a factor again.
    const again = await signIn(memberEmail, memberPassword)
    expect(again.headers.get('location')).toMatch(/^\/admin\/enrol/)
    // Not the owner's own, from the page.
    const own = await call(
      teamAction,
      postForm('/admin/team', { intent: 'reset-factors', staffId: await idOf(ownerEmail) }, cookie),
    )
    expect(own.status).toBe(400)
  })

  it('turns the requirement off and on, logged', async () => {
    const cookie = await complete(cookieFrom(await signIn(ownerEmail, ownerPassword)), {
      intent: 'code',
      code: await freshCode(ownerEmail),
    })
    expect(
      (await call(teamAction, postForm('/admin/team', { intent: 'require-second-factor' }, cookie))).status,
    ).toBe(200)
    expect(await secondFactorRequired(context.db)).toBe(false)
    // A member without a factor now signs in with the password alone.
    expect((await signIn(memberEmail, memberPassword)).headers.get('location')).toBe('/admin')
    expect(
      (
        await call(
          teamAction,
          postForm('/admin/team', { intent: 'require-second-factor', required: 'on' }, cookie),
        )
      ).status,
    ).toBe(200)
    expect(await secondFactorRequired(context.db)).toBe(true)
  })

  it('resets factors from the server script’s function, for the owner too', async () => {
    const result = await resetFactors(context.db, 'staff:reset-factors (server)', await idOf(ownerEmail))
    expect(result.ok).toBe(true)
    expect((await signIn(ownerEmail, ownerPassword)).headers.get('location')).toMatch(/^\/admin\/enrol/)
  })
})

describe('links lead to enrolment, never around it', () => {
  it('an invitation signs in to the enrolment page', async () => {
    await inviteStaff(context.db, context.mailer, { email: ownerEmail }, 'invitee@refinedresin.example')
    const [mail] = await context.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, 'invitee@refinedresin.example'))
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? ''
    const accepted = await acceptLink(context.db, { token, password: 'invitee password 2026!' })
    expect(accepted.ok && accepted.pending).toBe('enrol')
  })

  it('a password reset still asks for the factor the account has', async () => {
    const { id } = await createStaffAccount(context.db, {
      email: 'reset@refinedresin.example',
      password: memberPassword,
    })
    await context.db
      .insert(staffTotp)
      .values({ staffId: id, secret: 'JBSWY3DPEHPK3PXP', confirmedAt: new Date() })
    await resetStaffPassword(
      context.db,
      context.mailer,
      { id: await idOf(ownerEmail), email: ownerEmail },
      id,
    )
    const [mail] = await context.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, 'reset@refinedresin.example'))
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? ''
    const accepted = await acceptLink(context.db, { token, password: 'a new password for reset 2026' })
    expect(accepted.ok && accepted.pending).toBe('second-factor')
  })
})
