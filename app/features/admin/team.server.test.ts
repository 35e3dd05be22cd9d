import { desc, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, staffAccounts, staffActions, staffInvites, staffSessions } from '~/db/schema'
import { loader as layoutLoader } from '~/routes/admin'
import { action as accountAction, loader as accountLoader } from '~/routes/admin.account'
import { action as calendarAction } from '~/routes/admin.calendar'
import { loader as calendarFeedLoader } from '~/routes/admin.calendar-ics'
import { action as setPasswordAction, loader as setPasswordLoader } from '~/routes/admin.invite-set-password'
import { loader as outboxLoader } from '~/routes/admin.outbox'
import { action as signInAction } from '~/routes/admin.sign-in'
import { action as teamAction, loader as teamLoader } from '~/routes/admin.team'
import { createTestContext } from '../../../tests/support/app-context'
import { callRoute, cookieFrom, getPage, type Outcome, postForm } from '../../../tests/support/route-call'
import { createStaffAccount, ensureFirstStaffAccount } from './auth.server'
import { hashToken } from './invites.server'
import { makeOwner } from './owner.server'

const ownerEmail = 'owner@refinedresin.example'
const ownerPassword = 'owner password 2026!'

let context: AppLoadContext
let close: () => Promise<void>
let ownerCookie = ''

const call = (fn: unknown, request: Request) => callRoute(fn as never, request, context)
const signIn = async (email: string, password: string) =>
  call(signInAction, postForm('/admin/sign-in', { email, password }))
const body = (o: Outcome) => o.body as { ok: boolean; error?: string; message?: string }

/** The newest mail to an address, and the set-password token in it. */
async function lastLinkTo(email: string) {
  const [mail] = await context.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
  const link = /https?:\/\/\S+\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')
  if (!link) throw new Error(`no set-password link mailed to ${email}`)
  return { mail, url: link[0], token: link[1] }
}

async function invite(email: string, cookie = ownerCookie) {
  return call(teamAction, postForm('/admin/team', { intent: 'invite', email }, cookie))
}

async function accept(token: string, password: string, confirm = password) {
  return call(setPasswordAction, postForm('/admin/set-password', { token, password, confirm }))
}

/** The member makes their calendar link in the console; returns the feed's path with its token. */
async function feedOf(cookie: string) {
  const made = await call(calendarAction, postForm('/admin/calendar', { intent: 'rotate' }, cookie))
  const url = (made.body as { url: string }).url
  const feed = `/admin/calendar.ics?${new URL(url).searchParams}`
  expect((await call(calendarFeedLoader, getPage(feed))).status).toBe(200)
  return feed
}

async function staffId(email: string) {
  const [row] = await context.db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
  return row?.id ?? ''
}

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  expect(await ensureFirstStaffAccount(context.db, ownerEmail, ownerPassword)).toBe('created')
  ownerCookie = cookieFrom(await signIn(ownerEmail, ownerPassword))
})
afterAll(() => close())

describe('roles', () => {
  it('creates the ADMIN_EMAIL account as the owner and shows the role in the console shell', async () => {
    const [owner] = await context.db.select().from(staffAccounts).where(eq(staffAccounts.email, ownerEmail))
    expect(owner.role).toBe('owner')
    const layout = await call(layoutLoader, getPage('/admin', ownerCookie))
    expect(layout.body).toEqual({ staff: { email: ownerEmail, role: 'owner', contentEditor: true } })
    expect((await call(layoutLoader, getPage('/admin'))).body).toEqual({ staff: null })
  })

  it('makes an existing ADMIN_EMAIL account the owner at start', async () => {
    const { context: ctx, close: done } = await createTestContext()
    await createStaffAccount(ctx.db, { email: 'first@example.com', password: ownerPassword })
    await createStaffAccount(ctx.db, { email: 'boss@example.com', password: ownerPassword })
    expect(await makeOwner(ctx.db, ' Boss@Example.com ')).toBe(true)
    const rows = await ctx.db.select().from(staffAccounts)
    expect(Object.fromEntries(rows.map((r) => [r.email, r.role]))).toEqual({
      'first@example.com': 'staff',
      'boss@example.com': 'owner',
    })
    expect(await makeOwner(ctx.db, 'nobody@example.com')).toBe(false)
    await done()
  })

  it('answers 403 to staff on the team page and its actions', async () => {
    await createStaffAccount(context.db, { email: 'plain@example.com', password: ownerPassword })
    const staffCookie = cookieFrom(await signIn('plain@example.com', ownerPassword))
    const page = await call(teamLoader, getPage('/admin/team', staffCookie))
    expect(page.status).toBe(403)
    expect(page.body).toBe('Only the owner can manage the team.')
    const posted = await invite('sneaky@example.com', staffCookie)
    expect(posted.status).toBe(403)
    expect(
      await context.db.select().from(staffInvites).where(eq(staffInvites.email, 'sneaky@example.com')),
    ).toEqual([])
    // Staff still reach their own account page.
    expect((await call(accountLoader, getPage('/admin/account', staffCookie))).status).toBe(200)
    // Signed out: sent to sign in.
    const anonymous = await call(teamLoader, getPage('/admin/team'))
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin%2Fteam')
  })
})

describe('invitations', () => {
  const invitee = 'new.hire@example.com'
  const inviteePassword = 'a brand new password'

  it('refuses an invalid address and an address that already has an account', async () => {
    const bad = await invite('not-an-email')
    expect(bad.status).toBe(400)
    expect(body(bad).error).toBe('Enter a valid email address.')
    const taken = await invite(ownerEmail.toUpperCase())
    expect(taken.status).toBe(409)
    expect(body(taken).error).toBe(`${ownerEmail} already has a staff account.`)
  })

  it('mails a one-use link valid 48 hours, storing only a hash of its 256-bit token', async () => {
    const before = Date.now()
    const sent = await invite(` ${invitee.toUpperCase()} `)
    const after = Date.now()
    expect(sent.status).toBe(200)
    expect(body(sent).message).toBe(`Invitation sent to ${invitee}. The link works once, for 48 hours.`)
    const { token, mail } = await lastLinkTo(invitee)
    expect(mail.subject).toBe('You are invited to the Refined Resin staff console')
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const [row] = await context.db.select().from(staffInvites).where(eq(staffInvites.email, invitee))
    expect(row.tokenHash).toBe(hashToken(token))
    expect(JSON.stringify(row)).not.toContain(token)
    // 48 hours from the moment of the invitation, which lies between `before` and `after` however
    // long the call took (decision 037).
    const issued = row.expiresAt.getTime() - 48 * 3600_000
    expect(issued).toBeGreaterThanOrEqual(before)
    expect(issued).toBeLessThanOrEqual(after)

    const team = (await call(teamLoader, getPage('/admin/team', ownerCookie))).body as {
      invites: { email: string; purpose: string }[]
      activity: { what: string; who: string }[]
    }
    expect(team.invites).toEqual([expect.objectContaining({ email: invitee, purpose: 'invite' })])
    expect(team.activity[0]).toMatchObject({ who: ownerEmail, what: `Invited ${invitee}` })
  })

  it('shows the link in the outbox to the owner only', async () => {
    const staffCookie = cookieFrom(await signIn('plain@example.com', ownerPassword))
    const mailTo = (o: Outcome) =>
      (o.body as { rows: { to: string; text: string }[] }).rows.find((r) => r.to === invitee)?.text ?? ''
    const { url } = await lastLinkTo(invitee)
    expect(mailTo(await call(outboxLoader, getPage('/admin/outbox', ownerCookie)))).toContain(url)
    const seenByStaff = mailTo(await call(outboxLoader, getPage('/admin/outbox', staffCookie)))
    expect(seenByStaff).toBe('This mail holds a one-use link to set a password: only the owner can read it.')
  })

  it('opens the set-password page for the link, and a clear 4xx for an unknown one', async () => {
    const { token } = await lastLinkTo(invitee)
    const page = await call(setPasswordLoader, getPage(`/admin/set-password?token=${token}`))
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ ok: true, email: invitee, purpose: 'invite' })
    const unknown = await call(setPasswordLoader, getPage('/admin/set-password?token=made-up'))
    expect(unknown.status).toBe(404)
    expect((unknown.body as { error: string }).error).toMatch(/^This link is not valid\./)
    const none = await call(setPasswordLoader, getPage('/admin/set-password'))
    expect(none.status).toBe(404)
  })

  it('keeps the link usable after a password that breaks the rules', async () => {
    const { token } = await lastLinkTo(invitee)
    const short = await accept(token, 'too short')
    expect(short.status).toBe(400)
    expect(JSON.stringify(short.body)).toContain('The password must be at least 12 characters.')
    const differ = await accept(token, inviteePassword, `${inviteePassword}!`)
    expect(differ.status).toBe(400)
    expect(JSON.stringify(differ.body)).toContain('The two passwords differ.')
    expect(await staffId(invitee)).toBe('')
  })

  it('creates the account as staff, signs the invitee in, and refuses the link a second time', async () => {
    const { token } = await lastLinkTo(invitee)
    const done = await accept(token, inviteePassword)
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/admin')
    const cookie = cookieFrom(done)
    expect(cookie).toMatch(/^rr_staff=/)
    expect((await call(layoutLoader, getPage('/admin', cookie))).body).toEqual({
      staff: { email: invitee, role: 'staff', contentEditor: false },
    })
    const again = await accept(token, 'another password entirely')
    expect(again.status).toBe(410)
    expect(JSON.stringify(again.body)).toContain('This link has already been used.')
    expect((await signIn(invitee, inviteePassword)).status).toBe(302)
    const [log] = await context.db.select().from(staffActions).where(eq(staffActions.action, 'invite-accept'))
    expect(log).toMatchObject({
      staffEmail: invitee,
      subjectKind: 'staff',
      subjectId: await staffId(invitee),
    })
  })

  it('says an expired link has expired (410)', async () => {
    await invite('late@example.com')
    const { token } = await lastLinkTo('late@example.com')
    await context.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.tokenHash, hashToken(token)))
    const page = await call(setPasswordLoader, getPage(`/admin/set-password?token=${token}`))
    expect(page.status).toBe(410)
    expect(JSON.stringify(page.body)).toContain('This link has expired (links work for 48 hours).')
    expect((await accept(token, inviteePassword)).status).toBe(410)
    expect(await staffId('late@example.com')).toBe('')
  })

  it('lets the owner withdraw a pending invitation, and a newer one replaces the older', async () => {
    await invite('maybe@example.com')
    const first = await lastLinkTo('maybe@example.com')
    await invite('maybe@example.com')
    const second = await lastLinkTo('maybe@example.com')
    expect(second.token).not.toBe(first.token)
    expect((await accept(first.token, inviteePassword)).status).toBe(410)

    const [row] = await context.db
      .select()
      .from(staffInvites)
      .where(eq(staffInvites.tokenHash, hashToken(second.token)))
    const revoked = await call(
      teamAction,
      postForm('/admin/team', { intent: 'revoke', inviteId: row.id }, ownerCookie),
    )
    expect(body(revoked)).toMatchObject({
      ok: true,
      message: 'The link for maybe@example.com no longer works.',
    })
    const used = await accept(second.token, inviteePassword)
    expect(used.status).toBe(410)
    expect(JSON.stringify(used.body)).toContain('This link was withdrawn.')
    const twice = await call(
      teamAction,
      postForm('/admin/team', { intent: 'revoke', inviteId: row.id }, ownerCookie),
    )
    expect(twice.status).toBe(404)
    const team = (await call(teamLoader, getPage('/admin/team', ownerCookie))).body as {
      invites: { email: string }[]
      activity: { what: string }[]
    }
    expect(team.invites.map((i) => i.email)).not.toContain('maybe@example.com')
    expect(team.activity[0].what).toBe('Invitation for maybe@example.com withdrawn')
  })
})

describe('removing and resetting', () => {
  const member = 'member@example.com'
  const memberPassword = 'member password one'

  it('removes a staff member and ends their sessions at once', async () => {
    await createStaffAccount(context.db, { email: member, password: memberPassword })
    const a = cookieFrom(await signIn(member, memberPassword))
    const b = cookieFrom(await signIn(member, memberPassword))
    expect((await call(accountLoader, getPage('/admin/account', a))).status).toBe(200)
    const id = await staffId(member)
    const removed = await call(
      teamAction,
      postForm('/admin/team', { intent: 'remove', staffId: id }, ownerCookie),
    )
    expect(body(removed)).toMatchObject({ ok: true, message: `${member} was removed and signed out.` })
    for (const cookie of [a, b]) {
      const next = await call(accountLoader, getPage('/admin/account', cookie))
      expect(next.status).toBe(302)
      expect(next.headers.get('location')).toMatch(/^\/admin\/sign-in/)
    }
    expect(await context.db.select().from(staffSessions).where(eq(staffSessions.staffId, id))).toEqual([])
    expect((await signIn(member, memberPassword)).status).toBe(401)
    const [log] = await context.db.select().from(staffActions).where(eq(staffActions.action, 'staff-remove'))
    expect(log).toMatchObject({ staffEmail: ownerEmail, subjectId: id, detail: { email: member } })
  })

  it('turns the calendar feed off with the sessions, on a reset and on a removal', async () => {
    const person = 'feed.holder@example.com'
    const password = 'feed holder password'
    for (const intent of ['reset', 'remove'] as const) {
      await createStaffAccount(context.db, { email: person, password })
      const feed = await feedOf(cookieFrom(await signIn(person, password)))
      const done = await call(
        teamAction,
        postForm('/admin/team', { intent, staffId: await staffId(person) }, ownerCookie),
      )
      expect(body(done).ok).toBe(true)
      const after = await call(calendarFeedLoader, getPage(feed))
      expect(after.status, intent).toBe(404)
      if (intent === 'reset') await context.db.delete(staffAccounts).where(eq(staffAccounts.email, person))
    }
  })

  it('never removes or resets the owner, nor an unknown account', async () => {
    const ownerId = await staffId(ownerEmail)
    const self = await call(
      teamAction,
      postForm('/admin/team', { intent: 'remove', staffId: ownerId }, ownerCookie),
    )
    expect(self.status).toBe(400)
    expect(body(self).error).toBe('You cannot remove your own account.')
    const reset = await call(
      teamAction,
      postForm('/admin/team', { intent: 'reset', staffId: ownerId }, ownerCookie),
    )
    expect(reset.status).toBe(400)
    const gone = await call(
      teamAction,
      postForm(
        '/admin/team',
        { intent: 'remove', staffId: '00000000-0000-4000-8000-000000000000' },
        ownerCookie,
      ),
    )
    expect(gone.status).toBe(404)
    const junk = await call(
      teamAction,
      postForm('/admin/team', { intent: 'remove', staffId: 'x' }, ownerCookie),
    )
    expect(junk.status).toBe(400)
    expect(await staffId(ownerEmail)).toBe(ownerId)
  })

  it('resets a password: the old one stops working, sessions end, a one-use link sets a new one', async () => {
    await createStaffAccount(context.db, { email: member, password: memberPassword })
    const session = cookieFrom(await signIn(member, memberPassword))
    const id = await staffId(member)
    const reset = await call(
      teamAction,
      postForm('/admin/team', { intent: 'reset', staffId: id }, ownerCookie),
    )
    expect(body(reset).ok).toBe(true)
    expect((await call(accountLoader, getPage('/admin/account', session))).status).toBe(302)
    expect((await signIn(member, memberPassword)).status).toBe(401)
    const { token, mail } = await lastLinkTo(member)
    expect(mail.subject).toBe('Set a new password for the Refined Resin staff console')
    const page = await call(setPasswordLoader, getPage(`/admin/set-password?token=${token}`))
    expect(page.body).toMatchObject({ ok: true, email: member, purpose: 'reset' })
    const done = await accept(token, 'member password two')
    expect(done.status).toBe(302)
    expect((await signIn(member, 'member password two')).status).toBe(302)
    expect((await accept(token, 'member password three')).status).toBe(410)
    const actions = (await context.db.select().from(staffActions).where(eq(staffActions.subjectId, id))).map(
      (a) => a.action,
    )
    expect(actions).toEqual(expect.arrayContaining(['staff-reset', 'reset-accept']))
  })
})

describe('changing one’s own password', () => {
  const person = 'changer@example.com'
  const first = 'the first password'
  const second = 'the second password'

  it('needs the current password and a new, different one of at least 12 characters', async () => {
    await createStaffAccount(context.db, { email: person, password: first })
    const cookie = cookieFrom(await signIn(person, first))
    const change = (fields: Record<string, string>) =>
      call(accountAction, postForm('/admin/account', fields, cookie))
    const wrong = await change({ current: 'not my password', password: second, confirm: second })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toContain('The current password is incorrect.')
    const same = await change({ current: first, password: first, confirm: first })
    expect(same.status).toBe(400)
    expect(JSON.stringify(same.body)).toContain('The new password must be different from the current one.')
    const short = await change({ current: first, password: 'short one', confirm: 'short one' })
    expect(short.status).toBe(400)
    expect(JSON.stringify(short.body)).toContain('at least 12 characters')
    expect((await signIn(person, first)).status).toBe(302)
  })

  it('ends the person’s other sessions and keeps the current one', async () => {
    const current = cookieFrom(await signIn(person, first))
    const other = cookieFrom(await signIn(person, first))
    const changed = await call(
      accountAction,
      postForm('/admin/account', { current: first, password: second, confirm: second }, current),
    )
    expect(body(changed)).toMatchObject({
      ok: true,
      message: 'Your password was changed. Your other sessions are signed out.',
    })
    expect((await call(accountLoader, getPage('/admin/account', current))).status).toBe(200)
    expect((await call(accountLoader, getPage('/admin/account', other))).status).toBe(302)
    expect((await signIn(person, first)).status).toBe(401)
    expect((await signIn(person, second)).status).toBe(302)
    const page = (await call(accountLoader, getPage('/admin/account', current))).body as {
      history: { what: string }[]
    }
    expect(page.history[0].what).toBe('Changed their own password')
  })

  it('refuses a cross-site post', async () => {
    const cookie = cookieFrom(await signIn(person, second))
    const forged = new Request('http://localhost:3000/admin/account', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
      },
      body: new URLSearchParams({
        current: second,
        password: 'attacker password!',
        confirm: 'attacker password!',
      }),
    })
    expect((await call(accountAction, forged)).status).toBe(403)
  })
})
