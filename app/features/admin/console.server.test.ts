import { eq, sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isUniqueViolation } from '~/db/errors'
import {
  bookingRequests,
  chatConversations,
  chatMessages,
  installationSlots,
  leads,
  outbox,
  staffSessions,
} from '~/db/schema'
import { loader as calendarInvitationLoader } from '~/routes/admin.calendar-invitation'
import { loader as dashboardLoader } from '~/routes/admin.dashboard'
import { loader as inboxLoader } from '~/routes/admin.inbox'
import { loader as csvLoader } from '~/routes/admin.inbox-csv'
import { action as leadAction, loader as leadLoader } from '~/routes/admin.lead'
import { action as outboxAction } from '~/routes/admin.outbox'
import { loader as resumeLoader } from '~/routes/admin.resume'
import { action as signInAction, loader as signInLoader } from '~/routes/admin.sign-in'
import { action as signOutAction } from '~/routes/admin.sign-out'
import { action as slotsAction, loader as slotsLoader } from '~/routes/admin.slots'
import { createTestContext } from '../../../tests/support/app-context'
import { seedSlot } from '../../../tests/support/business-data'
import { callRoute, cookieFrom, getPage, type Outcome, postForm } from '../../../tests/support/route-call'
import { createStaffAccount, ensureFirstStaffAccount } from './auth.server'
import { sessionIdFrom } from './session.server'

const origin = 'http://localhost:3000'
const email = 'owner@refinedresin.example'
const password = 'correct horse battery staple'

let context: AppLoadContext
let close: () => Promise<void>

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
})
afterAll(() => close())

/** A route's loader or action on this file's context, unless another is given. */
const call = (
  fn: (args: never) => unknown,
  request: Request,
  params: Record<string, string> = {},
  ctx = context,
) => callRoute(fn, request, ctx, params)

async function signInAs(who = email, pass = password, ctx = context, extra: Record<string, string> = {}) {
  return call(
    signInAction as never,
    postForm('/admin/sign-in', { email: who, password: pass }, extra),
    {},
    ctx,
  )
}

let cookie = ''

describe('sign-in', () => {
  it('says how to create the first account when there is none, then creates it from ADMIN_EMAIL/ADMIN_PASSWORD', async () => {
    const before = await call(signInLoader as never, getPage('/admin/sign-in'))
    expect(before.body).toEqual({ hasAccounts: false })
    await expect(ensureFirstStaffAccount(context.db, email, 'short')).rejects.toThrow(
      'at least 12 characters',
    )
    expect(await ensureFirstStaffAccount(context.db, email, password)).toBe('created')
    expect(await ensureFirstStaffAccount(context.db, 'other@example.com', password)).toBe('exists')
    const after = await call(signInLoader as never, getPage('/admin/sign-in'))
    expect(after.body).toEqual({ hasAccounts: true })
    await expect(createStaffAccount(context.db, { email: email.toUpperCase(), password })).rejects.toThrow(
      'already exists',
    )
  })

  it('refuses a wrong password and an unknown account with the same words', async () => {
    const { context: ctx, close: done } = await createTestContext({ ip: '198.51.100.1' })
    await createStaffAccount(ctx.db, { email, password })
    const wrong = await signInAs(email, 'not the password!', ctx)
    const unknown = await signInAs('nobody@example.com', 'not the password!', ctx)
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(JSON.stringify(wrong.body)).toContain('The email or password is incorrect.')
    expect(JSON.stringify(unknown.body)).toContain('The email or password is incorrect.')
    expect(wrong.headers.get('set-cookie')).toBeNull()
    await done()
  })

  it('locks an address out of an account after five failures, with Retry-After; other addresses still sign in', async () => {
    const { context: ctx, close: done } = await createTestContext({ ip: '192.0.2.1' })
    await createStaffAccount(ctx.db, { email, password })
    for (let i = 0; i < 5; i++) {
      expect((await signInAs(email, `wrong password ${i}`, ctx)).status).toBe(401)
    }
    // Five failures from one address lock that address, even for the right password …
    const locked = await signInAs(email, password, ctx)
    expect(locked.status).toBe(429)
    const retry = Number(locked.headers.get('retry-after'))
    expect(retry).toBeGreaterThan(800)
    expect(retry).toBeLessThanOrEqual(900)
    expect(JSON.stringify(locked.body)).toContain('Too many failed sign-ins')
    expect(JSON.stringify(locked.body)).not.toMatch(/exist|unknown|no account/i)
    // … but not the account: the owner elsewhere still signs in (decision 015).
    expect((await signInAs(email, password, { ...ctx, ip: '192.0.2.99' })).status).toBe(302)
    await done()
  })

  it('locks an IP out after five failures across accounts, without saying which accounts exist', async () => {
    const { context: ctx, close: done } = await createTestContext({ ip: '203.0.113.50' })
    await createStaffAccount(ctx.db, { email, password })
    for (let i = 0; i < 5; i++) await signInAs(`guess${i}@example.com`, 'whatever-guess', ctx)
    const unknown = await signInAs('guess9@example.com', 'whatever-guess', ctx)
    const real = await signInAs(email, password, ctx)
    expect(unknown.status).toBe(429)
    expect(real.status).toBe(429)
    const formError = (o: Outcome) => (o.body as { error: Record<string, string[]> }).error['']
    expect(formError(unknown)).toEqual(formError(real))
    // Another IP is not locked.
    expect((await signInAs(email, password, { ...ctx, ip: '203.0.113.51' })).status).toBe(302)
    await done()
  })

  it('signs in with an HttpOnly, SameSite=Lax cookie that lasts 8 hours and returns to the page asked for', async () => {
    const result = await call(
      signInAction as never,
      postForm('/admin/sign-in?next=%2Fadmin%2Finbox', { email: ` ${email.toUpperCase()} `, password }),
    )
    expect(result.status).toBe(302)
    expect(result.headers.get('location')).toBe('/admin/inbox')
    const setCookie = result.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^rr_staff=/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Path=/')
    expect(setCookie).toContain(`Max-Age=${8 * 3600}`)
    expect(setCookie).not.toContain('Secure')
    cookie = cookieFrom(result)
    expect((await call(inboxLoader as never, getPage('/admin/inbox', cookie))).status).toBe(200)
  })

  it('never redirects off the console after sign-in', async () => {
    const result = await call(
      signInAction as never,
      postForm('/admin/sign-in?next=%2F%2Fevil.example', { email, password }),
    )
    expect(result.headers.get('location')).toBe('/admin')
  })

  it('uses a Secure __Host- cookie on an https site', async () => {
    const previous = process.env.SITE_URL
    process.env.SITE_URL = 'https://refinedresin.example'
    try {
      const result = await call(
        signInAction as never,
        postForm('/admin/sign-in', { email, password }, { origin: 'https://refinedresin.example' }),
      )
      const setCookie = result.headers.get('set-cookie') ?? ''
      expect(setCookie).toMatch(/^__Host-rr_staff=/)
      expect(setCookie).toContain('Secure')
      expect(setCookie).toContain('Path=/')
      expect(setCookie).not.toContain('Domain')
    } finally {
      process.env.SITE_URL = previous
    }
  })

  it('issues a new session id at sign-in and ends the one the browser held', async () => {
    const first = cookieFrom(await signInAs())
    const second = cookieFrom(
      await call(signInAction as never, postForm('/admin/sign-in', { email, password }, { cookie: first })),
    )
    expect(second).not.toBe(first)
    expect((await call(inboxLoader as never, getPage('/admin/inbox', first))).status).toBe(302)
    expect((await call(inboxLoader as never, getPage('/admin/inbox', second))).status).toBe(200)
  })

  it('refuses forged and expired sessions', async () => {
    const forged = `${cookie.slice(0, -3)}abc`
    const toSignIn = await call(inboxLoader as never, getPage('/admin/inbox', forged))
    expect(toSignIn.status).toBe(302)
    expect(toSignIn.headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin%2Finbox')

    const fresh = cookieFrom(await signInAs())
    const freshId = await sessionIdFrom(
      new Request('http://localhost:3000/admin', { headers: { cookie: fresh } }),
    )
    await context.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`ended_at is null and expires_at > now() + interval '7 hours' and id = ${freshId}`)
    expect((await call(inboxLoader as never, getPage('/admin/inbox', fresh))).status).toBe(302)
  })

  it('signs out: the cookie is cleared and the session can no longer be used', async () => {
    const session = cookieFrom(await signInAs())
    const out = await call(signOutAction as never, postForm('/admin/sign-out', {}, { cookie: session }))
    expect(out.status).toBe(302)
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0')
    expect((await call(inboxLoader as never, getPage('/admin/inbox', session))).status).toBe(302)
  })

  it('refuses a cross-site POST with 403 (sign-in, sign-out and console actions)', async () => {
    const evil = { origin: 'https://evil.example' }
    expect(
      (await call(signInAction as never, postForm('/admin/sign-in', { email, password }, evil))).status,
    ).toBe(403)
    expect(
      (
        await call(
          signOutAction as never,
          postForm('/admin/sign-out', {}, { cookie, 'sec-fetch-site': 'cross-site' }),
        )
      ).status,
    ).toBe(403)
    const noOrigin = new Request(`${origin}/admin/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }),
    })
    expect((await call(signInAction as never, noOrigin)).status).toBe(403)
    // The session is still valid: the forged sign-out did nothing.
    expect((await call(inboxLoader as never, getPage('/admin/inbox', cookie))).status).toBe(200)
  })
})

// ---------------------------------------------------------------- the console

/** Seeds a pending request holding its block (a fixture; the races use the production service). */
async function visitorRequest(slotId: string, name = 'Dana Ruiz') {
  try {
    return await context.db.transaction(async (tx) => {
      const [slot] = await tx
        .select()
        .from(installationSlots)
        .where(eq(installationSlots.id, slotId))
        .for('update')
      if (slot.status !== 'available') return 409
      const [row] = await tx
        .insert(bookingRequests)
        .values({
          slotId,
          customerName: name,
          customerEmail: 'dana@example.com',
          projectAddress: '12 Main St, Buford, GA 30518',
          projectSize: 450,
          projectType: 'residential',
          estimate: { low: 3000, high: 4200 },
          sourcePage: '/schedule',
        })
        .returning()
      await tx.update(installationSlots).set({ status: 'pending' }).where(eq(installationSlots.id, slotId))
      return row.id
    })
  } catch (e) {
    if (isUniqueViolation(e)) return 409
    throw e
  }
}

const slotStatus = async (id: string) =>
  (await context.db.select().from(installationSlots).where(eq(installationSlots.id, id)))[0]?.status

describe('the console', () => {
  let contactId = ''
  let jobId = ''
  let chatId = ''

  beforeAll(async () => {
    const [contact] = await context.db
      .insert(leads)
      .values({
        kind: 'contact',
        name: '<script>alert(1)</script>',
        email: 'pat@example.com',
        phone: '(470) 555-0100',
        fields: {
          name: 'Pat',
          email: 'pat@example.com',
          message: '=HYPERLINK("http://evil","click")',
          projectType: 'garage',
        },
        sourcePage: '/contact',
      })
      .returning()
    contactId = contact.id
    const [job] = await context.db
      .insert(leads)
      .values({
        kind: 'job',
        name: 'Sam Applicant',
        email: 'sam@example.com',
        fields: { position: 'lead-installer' },
        sourcePage: '/careers',
        resume: new TextEncoder().encode('%PDF-1.4 resume'),
        resumeFilename: '../../etc/passwd',
      })
      .returning()
    jobId = job.id
    await context.db.insert(leads).values({
      kind: 'partner',
      name: 'Spam Bot',
      email: 'bot@example.com',
      fields: { company: 'Bots Inc' },
      sourcePage: '/partner-application',
      isSpam: true,
    })
    const [chat] = await context.db.insert(chatConversations).values({}).returning()
    chatId = chat.id
    await context.db.insert(chatMessages).values([
      {
        conversationId: chat.id,
        role: 'user',
        content: 'How long does a garage take?',
        createdAt: new Date(Date.now() - 5000),
      },
      { conversationId: chat.id, role: 'assistant', content: 'Usually two to', incomplete: true },
    ])
  })

  it('lists every kind of lead newest first, filters by kind and status, and keeps spam apart', async () => {
    const slot = await seedSlot(context.db, '2031-05-02')
    await visitorRequest(slot.id)
    const all = (await call(inboxLoader as never, getPage('/admin/inbox', cookie))).body as {
      rows: { kind: string; name: string; createdAt: string }[]
      counts: { spam: number }
    }
    expect(all.rows.map((r) => r.kind).sort()).toEqual(['booking', 'chat', 'contact', 'job'])
    const times = all.rows.map((r) => r.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    expect(all.counts.spam).toBe(1)
    const jobs = (await call(inboxLoader as never, getPage('/admin/inbox?kind=job', cookie))).body as {
      rows: unknown[]
    }
    expect(jobs.rows).toHaveLength(1)
    const spam = (await call(inboxLoader as never, getPage('/admin/inbox?view=spam', cookie))).body as {
      rows: { name: string }[]
    }
    expect(spam.rows.map((r) => r.name)).toEqual(['Spam Bot'])
    expect((await call(inboxLoader as never, getPage('/admin/inbox?kind=evil', cookie))).status).toBe(400)
  })

  it('moves a lead through its statuses and records who did it', async () => {
    const params = { kind: 'contact', id: contactId }
    const moved = await call(
      leadAction as never,
      postForm(`/admin/leads/contact/${contactId}`, { intent: 'status', status: 'contacted' }, { cookie }),
      params,
    )
    expect(moved.body).toMatchObject({ ok: true, message: 'Status set to Contacted.' })
    const bad = await call(
      leadAction as never,
      postForm(`/admin/leads/contact/${contactId}`, { intent: 'status', status: 'archived' }, { cookie }),
      params,
    )
    expect(bad.status).toBe(400)
    const detail = (
      await call(leadLoader as never, getPage(`/admin/leads/contact/${contactId}`, cookie), params)
    ).body as {
      lead: { status: string; fields: Record<string, unknown>; sourcePage: string }
      history: { who: string; what: string }[]
    }
    expect(detail.lead.status).toBe('contacted')
    expect(detail.lead.sourcePage).toBe('/contact')
    expect(detail.lead.fields.projectType).toBe('garage')
    expect(detail.history[0]).toMatchObject({ who: email, what: 'Status set to contacted' })
    const filtered = (await call(inboxLoader as never, getPage('/admin/inbox?status=contacted', cookie)))
      .body as { rows: { id: string }[] }
    expect(filtered.rows.map((r) => r.id)).toEqual([contactId])
  })

  it('keeps notes, refusing empty ones with a field error', async () => {
    const params = { kind: 'contact', id: contactId }
    const empty = await call(
      leadAction as never,
      postForm(`/admin/leads/contact/${contactId}`, { intent: 'note', body: '   ' }, { cookie }),
      params,
    )
    expect(empty.status).toBe(400)
    expect(JSON.stringify(empty.body)).toContain('Write a note first.')
    await call(
      leadAction as never,
      postForm(
        `/admin/leads/contact/${contactId}`,
        { intent: 'note', body: 'Called, wants a quote' },
        { cookie },
      ),
      params,
    )
    const detail = (
      await call(leadLoader as never, getPage(`/admin/leads/contact/${contactId}`, cookie), params)
    ).body as {
      notes: { body: string; staffEmail: string }[]
    }
    expect(detail.notes[0]).toMatchObject({ body: 'Called, wants a quote', staffEmail: email })
  })

  it('marks spam and not spam', async () => {
    const params = { kind: 'chat', id: chatId }
    await call(
      leadAction as never,
      postForm(`/admin/leads/chat/${chatId}`, { intent: 'spam' }, { cookie }),
      params,
    )
    let spam = (await call(inboxLoader as never, getPage('/admin/inbox?view=spam', cookie))).body as {
      rows: { id: string }[]
    }
    expect(spam.rows.map((r) => r.id)).toContain(chatId)
    await call(
      leadAction as never,
      postForm(`/admin/leads/chat/${chatId}`, { intent: 'not-spam' }, { cookie }),
      params,
    )
    spam = (await call(inboxLoader as never, getPage('/admin/inbox?view=spam', cookie))).body as {
      rows: { id: string }[]
    }
    expect(spam.rows.map((r) => r.id)).not.toContain(chatId)
    const detail = (await call(leadLoader as never, getPage(`/admin/leads/chat/${chatId}`, cookie), params))
      .body as {
      messages: { incomplete: boolean }[]
      history: { what: string }[]
    }
    expect(detail.messages.map((m) => m.incomplete)).toEqual([false, true])
    expect(detail.history.map((h) => h.what)).toEqual(['Marked as not spam', 'Marked as spam'])
  })

  it('marks a lead untouched for 7 days stale', async () => {
    await context.db
      .update(leads)
      .set({ updatedAt: sql`now() - interval '8 days'` })
      .where(eq(leads.id, jobId))
    const stale = (await call(inboxLoader as never, getPage('/admin/inbox?view=stale', cookie))).body as {
      rows: { id: string; stale: boolean }[]
    }
    expect(stale.rows.map((r) => r.id)).toEqual([jobId])
    expect(stale.rows[0].stale).toBe(true)
  })

  it('exports the current view as CSV with formulas defused', async () => {
    const result = await call(csvLoader as never, getPage('/admin/inbox.csv?kind=contact', cookie))
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-contact-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const text = String(result.body)
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2)
    expect(text).toContain(`"'=HYPERLINK(""http://evil"",""click"")"`)
    expect(text).toContain('"<script>alert(1)</script>"')
    const anonymous = await call(csvLoader as never, getPage('/admin/inbox.csv'))
    expect(anonymous.status).toBe(302)
  })

  it('downloads a resume as a PDF attachment with a safe file name', async () => {
    const result = await call(resumeLoader as never, getPage(`/admin/leads/${jobId}/resume`, cookie), {
      id: jobId,
    })
    expect(result.headers.get('content-type')).toBe('application/pdf')
    expect(result.headers.get('content-disposition')).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    )
    expect(result.body).toBe('%PDF-1.4 resume')
    expect(
      (
        await call(resumeLoader as never, getPage(`/admin/leads/${contactId}/resume`, cookie), {
          id: contactId,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(resumeLoader as never, getPage('/admin/leads/x/resume', cookie), { id: '../x' })).status,
    ).toBe(404)
  })

  it('confirms a booking: request confirmed, block booked, customer mailed a REQUEST invite', async () => {
    const slot = await seedSlot(context.db, '2031-06-06')
    const id = (await visitorRequest(slot.id)) as string
    const params = { kind: 'booking', id }
    const result = await call(
      leadAction as never,
      postForm(`/admin/leads/booking/${id}`, { intent: 'confirm' }, { cookie }),
      params,
    )
    expect(result.body).toMatchObject({ ok: true })
    expect(await slotStatus(slot.id)).toBe('booked')
    const [mail] = await context.db.select().from(outbox).where(eq(outbox.relatedId, id))
    expect(mail.to).toBe('dana@example.com')
    const [attachment] = mail.attachments as { filename: string; content: string }[]
    const ics = Buffer.from(attachment.content, 'base64').toString()
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics).toContain('DTSTART;VALUE=DATE:20310606')
    expect(ics).toContain('DTEND;VALUE=DATE:20310609')
    const download = await call(
      calendarInvitationLoader as never,
      getPage(`/admin/bookings/${id}/invite.ics`, cookie),
      {
        id,
      },
    )
    expect(download.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(String(download.body)).toContain(`UID:booking-${id}@refinedresin.example`)
    // Confirming twice is a conflict, not a second mail.
    const again = await call(
      leadAction as never,
      postForm(`/admin/leads/booking/${id}`, { intent: 'confirm' }, { cookie }),
      params,
    )
    expect(again.status).toBe(409)

    // Cancel: block free again, CANCEL invite with the same UID and a higher SEQUENCE.
    await call(
      leadAction as never,
      postForm(`/admin/leads/booking/${id}`, { intent: 'cancel' }, { cookie }),
      params,
    )
    expect(await slotStatus(slot.id)).toBe('available')
    const mails = await context.db
      .select()
      .from(outbox)
      .where(eq(outbox.relatedId, id))
      .orderBy(outbox.createdAt)
    expect(mails).toHaveLength(2)
    const cancel = Buffer.from(
      (mails[1].attachments as { content: string }[])[0].content,
      'base64',
    ).toString()
    expect(cancel).toContain('METHOD:CANCEL')
    expect(cancel).toContain(`UID:booking-${id}@refinedresin.example`)
    expect(cancel).toContain('SEQUENCE:1')
  })

  it('declines a booking: the block is free and the customer is told', async () => {
    const slot = await seedSlot(context.db, '2031-06-13')
    const id = (await visitorRequest(slot.id)) as string
    const result = await call(
      leadAction as never,
      postForm(`/admin/leads/booking/${id}`, { intent: 'decline' }, { cookie }),
      { kind: 'booking', id },
    )
    expect(result.body).toMatchObject({ ok: true })
    expect(await slotStatus(slot.id)).toBe('available')
    const [mail] = await context.db.select().from(outbox).where(eq(outbox.relatedId, id))
    expect(mail.subject).toMatch(/cannot take the block/)
    // The block can be requested again.
    expect(typeof (await visitorRequest(slot.id, 'Next Visitor'))).toBe('string')
  })

  it('generates weekend blocks, toggles availability, sets a location and refuses to remove a booked block', async () => {
    const generated = await call(
      slotsAction as never,
      postForm('/admin/slots', { intent: 'generate', from: '2032-01-01', to: '2032-01-31' }, { cookie }),
    )
    expect(generated.body).toMatchObject({ ok: true, message: 'Generated 5 weekend blocks.' })
    const twice = await call(
      slotsAction as never,
      postForm('/admin/slots', { intent: 'generate', from: '2032-01-01', to: '2032-01-31' }, { cookie }),
    )
    expect(twice.body).toMatchObject({ ok: true, message: 'Generated 0 weekend blocks; 5 already existed.' })
    const invalid = await call(
      slotsAction as never,
      postForm('/admin/slots', { intent: 'generate', from: '2032-02-30', to: '2031-01-01' }, { cookie }),
    )
    expect(invalid.status).toBe(400)
    const month = (await call(slotsLoader as never, getPage('/admin/slots?month=2032-01', cookie))).body as {
      slots: { id: string; startDate: string; endDate: string; status: string }[]
    }
    expect(month.slots.map((s) => [s.startDate, s.endDate])[0]).toEqual(['2032-01-02', '2032-01-04'])
    const [first, second] = month.slots
    await call(
      slotsAction as never,
      postForm('/admin/slots', { intent: 'unavailable', slotId: first.id }, { cookie }),
    )
    expect(await slotStatus(first.id)).toBe('unavailable')
    expect(await visitorRequest(first.id)).toBe(409)
    await call(
      slotsAction as never,
      postForm('/admin/slots', { intent: 'available', slotId: first.id }, { cookie }),
    )
    expect(await slotStatus(first.id)).toBe('available')
    await call(
      slotsAction as never,
      postForm('/admin/slots', { intent: 'location', slotId: first.id, location: 'Buford' }, { cookie }),
    )
    const [withLocation] = await context.db
      .select()
      .from(installationSlots)
      .where(eq(installationSlots.id, first.id))
    expect(withLocation.location).toBe('Buford')

    await visitorRequest(second.id)
    const remove = await call(
      slotsAction as never,
      postForm('/admin/slots', { intent: 'remove', slotId: second.id }, { cookie }),
    )
    expect(remove.status).toBe(409)
    const unavailable = await call(
      slotsAction as never,
      postForm('/admin/slots', { intent: 'unavailable', slotId: second.id }, { cookie }),
    )
    expect(unavailable.status).toBe(409)
    const removed = await call(
      slotsAction as never,
      postForm('/admin/slots', { intent: 'remove', slotId: month.slots[4].id }, { cookie }),
    )
    expect(removed.body).toMatchObject({ ok: true })
    expect((await call(slotsLoader as never, getPage('/admin/slots?month=2032-13', cookie))).status).toBe(400)
    // The month links stop at the months the console opens, never leading to that 400.
    const edge = async (m: string) =>
      (await call(slotsLoader as never, getPage(`/admin/slots?month=${m}`, cookie))).body as {
        previous: string | null
        next: string | null
      }
    expect(await edge('2000-01')).toMatchObject({ previous: null, next: '2000-02' })
    expect(await edge('2100-12')).toMatchObject({ previous: '2100-11', next: null })
  })

  it('retries outbox mail and says it stays unsent without SMTP', async () => {
    const [mail] = await context.db.select().from(outbox).limit(1)
    const result = await call(
      outboxAction as never,
      postForm('/admin/outbox', { intent: 'retry', mailId: mail.id }, { cookie }),
    )
    expect(result.body).toMatchObject({
      ok: true,
      message: 'No mail server is configured (SMTP_URL), so the mail stays in the outbox.',
    })
    expect(
      (
        await call(
          outboxAction as never,
          postForm('/admin/outbox', { intent: 'retry', mailId: 'nope' }, { cookie }),
        )
      ).status,
    ).toBe(400)
  })

  it('shows this week, pending bookings, next installs and 12 weeks of leads on the dashboard', async () => {
    const board = (await call(dashboardLoader as never, getPage('/admin', cookie))).body as {
      thisWeek: Record<string, number>
      pendingBookings: number
      weekly: { count: number }[]
    }
    expect(board.thisWeek.contact).toBe(1)
    expect(board.thisWeek.partner).toBe(0)
    expect(board.weekly).toHaveLength(12)
    expect(board.weekly.at(-1)?.count).toBeGreaterThanOrEqual(4)
    expect(board.pendingBookings).toBeGreaterThanOrEqual(2)
  })

  it('sends anyone without a session to sign in, and refuses cross-site console actions', async () => {
    const params = { kind: 'contact', id: contactId }
    expect(
      (await call(leadLoader as never, getPage(`/admin/leads/contact/${contactId}`), params)).status,
    ).toBe(302)
    const crossSite = await call(
      leadAction as never,
      postForm(
        `/admin/leads/contact/${contactId}`,
        { intent: 'status', status: 'lost' },
        { cookie, origin: 'https://evil.example' },
      ),
      params,
    )
    expect(crossSite.status).toBe(403)
    const [lead] = await context.db.select().from(leads).where(eq(leads.id, contactId))
    expect(lead.status).toBe('contacted')
  })
})

// The staff-versus-visitor races run on the production requestBooking in
// app/features/schedule/booking-race.server.test.ts.
