import { gunzipSync } from 'node:zlib'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '~/db/client.server'
import {
  bookingCustomerNotes,
  bookingLinks,
  bookingRequests,
  chatConversations,
  chatMessages,
  installationSlots,
  jobRuns,
  leads,
  outbox,
  photos,
  staffAccounts,
  staffActions,
  staffNotes,
} from '~/db/schema'
import { sessionCookie, startSession } from '~/features/admin/session.server'
import { runDueJobs } from '~/features/jobs/runs.server'
import { loader as backupLoader } from '~/routes/admin.backup'
import { action as downloadAction, loader as downloadLoader } from '~/routes/admin.backup-download'
import { action as privacyAction, loader as privacyLoader } from '~/routes/admin.privacy'
import { createTestContext } from '../../../tests/support/app-context'
import { resumeBytes, seedBusiness } from '../../../tests/support/business-data'
import { erased, erasePerson, findPersonData } from './erasure.server'
import { type PersonData, summarise } from './person-data'
import { privacyRetentionJob } from './retention-job.server'

let context: AppLoadContext
let db: Database
let close: () => Promise<void>

beforeAll(async () => {
  ;({ context, close } = await createTestContext())
  db = context.db
}, 180_000)
afterAll(() => close?.())

const day = 86_400_000

describe('retention', { timeout: 60_000 }, () => {
  it('deletes job applications after a year and spam after 30 days, with their notes and mail', async () => {
    const now = new Date('2026-11-24T09:00:00Z')
    const ago = (days: number) => new Date(now.getTime() - days * day)
    const lead = (kind: 'contact' | 'job', createdAt: Date, isSpam = false, name: string = kind) => ({
      kind,
      name,
      email: `${name}@example.com`,
      fields: {},
      sourcePage: '/careers',
      createdAt,
      isSpam,
      resume: kind === 'job' ? resumeBytes(64) : null,
    })
    const rows = await db
      .insert(leads)
      .values([
        lead('job', ago(366), false, 'old-applicant'),
        lead('job', ago(364), false, 'recent-applicant'),
        lead('contact', ago(800), false, 'old-customer'),
        lead('contact', ago(31), true, 'old-spam'),
        lead('contact', ago(29), true, 'new-spam'),
      ])
      .returning({ id: leads.id, name: leads.name })
    const id = (name: string) => rows.find((r) => r.name === name)?.id as string
    const [slot] = await db
      .insert(installationSlots)
      .values({ startDate: '2027-03-05', endDate: '2027-03-07' })
      .returning()
    const booking = (name: string, createdAt: Date, isSpam: boolean) => ({
      slotId: slot.id,
      customerName: name,
      customerEmail: `${name}@example.com`,
      projectAddress: '1 Spam Rd',
      projectSize: 200,
      status: 'declined' as const,
      isSpam,
      createdAt,
    })
    await db
      .insert(bookingRequests)
      .values([booking('spam-booking', ago(40), true), booking('real-booking', ago(400), false)])
    const [spamChat, realChat] = await db
      .insert(chatConversations)
      .values([
        { isSpam: true, createdAt: ago(31) },
        { isSpam: false, createdAt: ago(400) },
      ])
      .returning()
    await db.insert(chatMessages).values([
      { conversationId: spamChat.id, role: 'user', content: 'buy pills' },
      { conversationId: realChat.id, role: 'user', content: 'metallic?' },
    ])
    await db.insert(staffNotes).values([
      { subjectKind: 'lead', subjectId: id('old-applicant'), staffEmail: 'o@x.example', body: 'strong' },
      { subjectKind: 'lead', subjectId: id('recent-applicant'), staffEmail: 'o@x.example', body: 'maybe' },
    ])
    await db.insert(outbox).values([
      {
        to: 'old-applicant@example.com',
        subject: 'We received it',
        text: '…',
        relatedKind: 'lead',
        relatedId: id('old-applicant'),
      },
      {
        to: 'recent-applicant@example.com',
        subject: 'We received it',
        text: '…',
        relatedKind: 'lead',
        relatedId: id('recent-applicant'),
      },
      // The spam chat's hand-off mail to staff goes with it.
      {
        to: 'hello@refinedresin.example',
        subject: 'New contact message: Pill Seller',
        text: 'phone: 555 0100',
        relatedKind: 'chat',
        relatedId: spamChat.id,
      },
    ])

    // As the daily job runs it (at 04:00 Atlanta, 09:00 UTC in November).
    const [outcome] = await runDueJobs(
      {
        db,
        mailer: context.mailer,
        settings: { backupDir: '/nonexistent', backupTime: '03:00', timeZone: 'America/New_York' },
      },
      [privacyRetentionJob],
      new Date('2026-11-24T10:00:00Z'),
      'test',
    )
    expect(outcome).toMatchObject({
      result: 'succeeded',
      dueAt: now,
      detail: {
        jobApplications: 1,
        spamLeads: 1,
        spamBookings: 1,
        spamConversations: 1,
        staffNotes: 1,
        mails: 2,
      },
    })
    const left = await db.select({ name: leads.name }).from(leads)
    expect(left.map((l) => l.name).sort()).toEqual(['new-spam', 'old-customer', 'recent-applicant'])
    const bookingsLeft = await db.select({ name: bookingRequests.customerName }).from(bookingRequests)
    expect(bookingsLeft.map((b) => b.name)).toEqual(['real-booking'])
    const chats = await db.select({ id: chatConversations.id }).from(chatConversations)
    expect(chats.map((c) => c.id)).toEqual([realChat.id])
    expect(await db.select().from(chatMessages).where(eq(chatMessages.conversationId, spamChat.id))).toEqual(
      [],
    )
    const notes = await db.select({ body: staffNotes.body }).from(staffNotes)
    expect(notes.map((n) => n.body)).toEqual(['maybe'])
    const mails = await db.select({ to: outbox.to }).from(outbox)
    expect(mails.map((m) => m.to)).toEqual(['recent-applicant@example.com'])
  })
})

describe('the record of scheduled runs', { timeout: 60_000 }, () => {
  it('forgets runs and digests older than 90 days, and keeps every customer mail’s key', async () => {
    // The day after the retention test above, so this day's run is still unclaimed.
    const now = new Date('2026-11-25T09:00:00Z')
    const ago = (days: number) => new Date(now.getTime() - days * day)
    const run = (job: string, dueAt: Date, state: 'succeeded' | 'running' = 'succeeded') => ({
      job,
      dueAt,
      state,
      claimedBy: 'test',
    })
    await db
      .insert(jobRuns)
      .values([
        run('nightly-backup', ago(91)),
        run('nightly-backup', ago(89)),
        run('digest:2026-08-01', ago(115)),
        run('prep:00000000-0000-4000-8000-000000000001', ago(400)),
        run('care:00000000-0000-4000-8000-000000000001', ago(390)),
        run('customer-reminders', ago(200), 'running'),
      ])
    const [outcome] = await runDueJobs(
      {
        db,
        mailer: context.mailer,
        settings: { backupDir: '/nonexistent', backupTime: '03:00', timeZone: 'America/New_York' },
      },
      [privacyRetentionJob],
      new Date('2026-11-25T10:00:00Z'),
      'test',
    )
    expect(outcome.detail).toMatchObject({ jobRuns: 2 })
    const left = await db.select({ job: jobRuns.job, dueAt: jobRuns.dueAt }).from(jobRuns)
    const kept = left.filter((r) => r.dueAt < ago(30)).map((r) => r.job)
    expect(kept.sort()).toEqual([
      'care:00000000-0000-4000-8000-000000000001',
      'customer-reminders',
      'nightly-backup',
      'prep:00000000-0000-4000-8000-000000000001',
    ])
  })
})

describe('erasure on request', { timeout: 60_000 }, () => {
  it('anonymises the person everywhere, keeps others and the figures, logs it and confirms by mail', async () => {
    const seeded = await seedBusiness(db, { email: 'ann.customer@example.com' })
    // What the customer's booking page added about her: photos, her booking page and a note on it, and the staff digest naming her.
    const photo = (subjectKind: 'lead' | 'booking', subjectId: string) => ({
      subjectKind,
      subjectId,
      contentType: 'image/jpeg',
      width: 10,
      height: 10,
      bytes: new Uint8Array([1, 2, 3]),
      thumb: new Uint8Array([1]),
      originalBytes: 3,
    })
    await db
      .insert(photos)
      .values([
        photo('lead', seeded.contact.id),
        photo('booking', seeded.booking.id),
        photo('lead', seeded.other.id),
      ])
    await db.insert(bookingLinks).values({ tokenHash: 'ann-link-hash', bookingId: seeded.booking.id })
    await db
      .insert(bookingCustomerNotes)
      .values({ bookingId: seeded.booking.id, body: 'Gate code 4411, dog in the yard' })
    await db.insert(outbox).values({
      to: 'owner@refinedresin.example',
      subject: 'Daily digest',
      text: 'New leads:\n- Ann Customer <ann.customer@example.com>, contact\n',
      relatedKind: 'digest',
    })
    const found = await findPersonData(db, '  Ann.Customer@Example.COM ')
    const listed = (kind: string) => found.records.filter((r) => r.kind === kind)
    expect(
      listed('lead')
        .map((l) => [l.leadKind, l.resume])
        .sort(),
    ).toEqual([
      ['contact', false],
      ['job', true],
    ])
    expect(listed('booking')).toHaveLength(1)
    expect(listed('chat').map((c) => [c.id, c.count])).toEqual([[seeded.chat.id, 2]])
    expect(listed('photo')).toHaveLength(2)
    expect(listed('mail')).toHaveLength(3)
    expect(listed('staff-note')).toHaveLength(2)
    expect(listed('customer-note')).toHaveLength(1)
    expect(listed('booking-link')).toHaveLength(1)

    const outcome = await erasePerson(
      db,
      context.mailer,
      'owner@refinedresin.example',
      'ann.customer@example.com',
      found.digest,
    )
    if (!outcome.ok) throw new Error('the list changed')
    expect(summarise(outcome.result.records)).toMatchObject({ mails: 3, photos: 2, staffNotes: 2 })
    // Her photos, booking page and its note are gone; Bob's photo stays.
    expect((await db.select().from(photos)).map((p) => p.subjectId)).toEqual([seeded.other.id])
    expect(await db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, seeded.booking.id))).toEqual(
      [],
    )
    expect(
      await db
        .select()
        .from(bookingCustomerNotes)
        .where(eq(bookingCustomerNotes.bookingId, seeded.booking.id)),
    ).toEqual([])
    expect((await db.select().from(outbox)).some((m) => m.text.includes('ann.customer@'))).toBe(false)

    const [contact] = await db.select().from(leads).where(eq(leads.id, seeded.contact.id))
    expect(contact).toMatchObject({
      kind: 'contact',
      name: erased.text,
      email: erased.email,
      phone: null,
      fields: {},
      sourcePage: '/contact',
    })
    const [job] = await db.select().from(leads).where(eq(leads.id, seeded.job.id))
    expect(job).toMatchObject({ name: erased.text, resume: null, resumeFilename: null, fields: {} })
    const [bob] = await db.select().from(leads).where(eq(leads.id, seeded.other.id))
    expect(bob).toMatchObject({ name: 'Bob Builder', email: 'bob@builders.example' })

    const [booking] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, seeded.booking.id))
    expect(booking).toMatchObject({
      customerName: erased.text,
      customerEmail: erased.email,
      customerPhone: null,
      projectAddress: erased.text,
      notes: null,
      // The block, the floor and the status stay: the calendar and the figures are unchanged.
      slotId: seeded.slot.id,
      projectSize: 450,
      preferredFinish: 'metallic',
      status: 'confirmed',
      estimate: {
        inputs: { space: 'garage', sqft: 450, finish: 'metallic' },
        total: 4200,
        nested: [1, null, 'x'],
      },
    })
    const [slot] = await db.select().from(installationSlots).where(eq(installationSlots.id, seeded.slot.id))
    expect(slot.status).toBe('booked')

    const annMessages = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, seeded.chat.id))
    expect(annMessages.map((m) => m.content)).toEqual([erased.message, erased.message])
    const [otherMessage] = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, seeded.otherChat.id))
    expect(otherMessage.content).toBe('How long does it cure?')

    const notes = await db
      .select({ body: staffNotes.body })
      .from(staffNotes)
      .where(eq(staffNotes.subjectId, seeded.other.id))
    expect(notes.map((n) => n.body)).toEqual(['Bob is keen'])
    expect(
      await db
        .select()
        .from(staffNotes)
        .where(inArray(staffNotes.subjectId, [seeded.contact.id, seeded.booking.id])),
    ).toEqual([])

    // The audit log says what happened, to which records, without the address.
    const audit = await db.select().from(staffActions).where(eq(staffActions.action, 'privacy-erase'))
    expect(audit.map((a) => a.subjectKind).sort()).toEqual(['booking', 'chat', 'lead', 'lead', null].sort())
    const summary = audit.find((a) => a.subjectKind === null)
    expect(summary?.staffEmail).toBe('owner@refinedresin.example')
    expect(summary?.detail).toMatchObject({
      counts: { lead: 2, booking: 1, chat: 1, photo: 2, mail: 3, 'staff-note': 2, 'customer-note': 1 },
      resumes: 1,
    })
    expect(JSON.stringify(audit)).not.toContain('ann.customer')

    // Mail to and about Ann is gone, Bob's stays, and Ann gets one confirmation.
    const mails = await db.select().from(outbox)
    expect(mails.filter((m) => m.to.includes('bob@'))).toHaveLength(1)
    const toAnn = mails.filter((m) => m.to === 'ann.customer@example.com')
    expect(toAnn.map((m) => m.subject)).toEqual(['Your information has been erased — Refined Resin'])
    expect(toAnn[0].text).toContain('- 1 contact message')
    expect(toAnn[0].text).toContain('- 1 résumé')
    expect(toAnn[0].text).toContain('- 2 photos of your floor')
    expect(toAnn[0].relatedId).toBe(summary?.detail && (summary.detail as { erasureId: string }).erasureId)
    expect(mails.some((m) => m.relatedId === seeded.contact.id || m.relatedId === seeded.booking.id)).toBe(
      false,
    )

    // Nothing about Ann is found any more (her confirmation is not data about her).
    const after = await findPersonData(db, 'ann.customer@example.com')
    expect(after.records).toEqual([])
  })
})

describe('the owner’s pages', { timeout: 60_000 }, () => {
  const origin = 'http://localhost:3000'
  let ownerCookie: string
  let staffCookie: string

  beforeAll(async () => {
    // The owner is the account with the owner role (the ADMIN_EMAIL account is made owner at start).
    const accounts = await db
      .insert(staffAccounts)
      .values([
        { email: 'boss@refinedresin.example', passwordHash: 'x', role: 'owner' },
        { email: 'crew@refinedresin.example', passwordHash: 'x' },
      ])
      .returning()
    const cookie = async (staffId: string) =>
      (await sessionCookie(await startSession(db, staffId))).split(';')[0] as string
    ownerCookie = await cookie(accounts[0].id)
    staffCookie = await cookie(accounts[1].id)
  })
  afterAll(() => vi.unstubAllEnvs())

  async function call(fn: (args: never) => unknown, request: Request) {
    try {
      return await fn({ request, context, params: {}, unstable_pattern: '' } as never)
    } catch (thrown) {
      return thrown
    }
  }
  const statusOf = (value: unknown) =>
    value instanceof Response
      ? value.status
      : value && typeof value === 'object' && 'init' in value
        ? ((value as { init?: ResponseInit }).init?.status ?? 200)
        : 200
  const get = (url: string, cookie: string) =>
    new Request(`${origin}${url}`, { headers: cookie ? { cookie } : {} })
  const post = (url: string, cookie: string, fields: Record<string, string>, from = origin) =>
    new Request(`${origin}${url}`, {
      method: 'POST',
      headers: { cookie, origin: from, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })

  it('are for the owner only: staff get 403, visitors are sent to sign in, other sites are refused', async () => {
    for (const url of ['/admin/backup', '/admin/privacy']) {
      const loader = url === '/admin/backup' ? backupLoader : privacyLoader
      expect(statusOf(await call(loader, get(url, staffCookie))), url).toBe(403)
      const anonymous = (await call(loader, get(url, ''))) as Response
      expect(anonymous.status).toBe(302)
      expect(anonymous.headers.get('location')).toBe(`/admin/sign-in?next=${encodeURIComponent(url)}`)
      expect(statusOf(await call(loader, get(url, ownerCookie))), url).toBe(200)
    }
    expect(statusOf(await call(downloadAction, post('/admin/backup/download', staffCookie, {})))).toBe(403)
    expect(
      statusOf(
        await call(downloadAction, post('/admin/backup/download', ownerCookie, {}, 'https://evil.example')),
      ),
    ).toBe(403)
    // A GET (a link, a typed address) starts no backup: it goes to the page with the button.
    const opened = (await call(downloadLoader, get('/admin/backup/download', ownerCookie))) as Response
    expect([opened.status, opened.headers.get('location')]).toEqual([302, '/admin/backup'])
    const erase = { intent: 'erase', email: 'bob@builders.example', confirm: 'yes' }
    expect(statusOf(await call(privacyAction, post('/admin/privacy', staffCookie, erase)))).toBe(403)
    const [bob] = await db.select().from(leads).where(eq(leads.email, 'bob@builders.example'))
    expect(bob.name).toBe('Bob Builder')
  })

  it('Download backup sends a fresh compressed SQL backup and logs who took it', async () => {
    const response = (await call(downloadAction, post('/admin/backup/download', ownerCookie, {}))) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/gzip')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="refined-resin-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.sql\.gz"$/,
    )
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
    const text = gunzipSync(bytes).toString('utf8')
    expect(text).toMatch(/^-- Refined Resin backup\n-- format: 1\n/)
    expect(text).toContain('INSERT INTO "leads"')
    expect(text.trimEnd()).toMatch(/-- end of backup: \d+ rows in \d+ tables$/)
    const logged = await db
      .select()
      .from(staffActions)
      .where(
        and(
          eq(staffActions.action, 'backup-download'),
          eq(staffActions.staffEmail, 'boss@refinedresin.example'),
        ),
      )
    expect(logged).toHaveLength(1)
  })

  it('finds a person by email, refuses a bad address or an unticked box, then erases', async () => {
    await db.insert(leads).values({
      kind: 'contact',
      name: 'Dana Visitor',
      email: 'dana@example.com',
      fields: { message: 'hi' },
      sourcePage: '/contact',
    })
    const bad = await call(privacyLoader, get('/admin/privacy?email=dana', ownerCookie))
    expect(statusOf(bad)).toBe(400)
    expect((bad as { data: { error: string } }).data.error).toBe(
      'Enter a whole email address, like name@example.com.',
    )

    const preview = (await call(
      privacyLoader,
      get('/admin/privacy?email=Dana%40example.com', ownerCookie),
    )) as { found: PersonData }
    expect(preview.found.records.map((r) => [r.kind, r.name, r.excerpt])).toEqual([
      ['lead', 'Dana Visitor', 'hi'],
    ])
    const erase = { intent: 'erase', email: 'dana@example.com', digest: preview.found.digest }

    const unticked = await call(privacyAction, post('/admin/privacy', ownerCookie, erase))
    expect(statusOf(unticked)).toBe(400)
    expect(
      (unticked as { data: { result: { error: Record<string, string[]> } } }).data.result.error.confirm,
    ).toEqual(['Tick the box to confirm the person asked for this.'])
    const [still] = await db.select().from(leads).where(eq(leads.email, 'dana@example.com'))
    expect(still.name).toBe('Dana Visitor')

    const done = (await call(
      privacyAction,
      post('/admin/privacy', ownerCookie, { ...erase, confirm: 'yes' }),
    )) as { ok: boolean; erased: string[]; message: string }
    expect(done).toMatchObject({
      ok: true,
      erased: ['1 contact message'],
      message: 'Erased what was stored for dana@example.com. A confirmation went to that address.',
    })
    expect(await db.select().from(leads).where(eq(leads.email, 'dana@example.com'))).toEqual([])
  })
})
