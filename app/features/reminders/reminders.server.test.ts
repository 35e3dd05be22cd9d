import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { and, asc, eq, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '~/db/client.server'
import {
  bookingRequests,
  chatConversations,
  chatMessages,
  installationSlots,
  jobRuns,
  leads,
  outbox,
} from '~/db/schema'
import type { JobContext } from '~/features/jobs/job.server'
import { runDueJobs } from '~/features/jobs/runs.server'
import { latestDue } from '~/features/jobs/schedule'
import { startScheduler } from '~/features/jobs/scheduler.server'
import { logger } from '~/features/logging/logger.server'
import { createMailer } from '~/features/mail/mailer.server'
import { bookingLinkMark } from '~/features/mail/secret-links'
import { erased } from '~/features/privacy/erasure.server'
import { addDays } from '~/features/schedule/calendar'
import { startSmtpSink } from '../../../tests/support/smtp-sink'
import { openTestDatabase } from '../../../tests/support/test-database'
import { sendDueCustomerMails } from './customer-mails.server'
import { reminderJobs } from './jobs.server'
import { careItems, preparationItems } from './reminder-mails.server'

const run = promisify(execFile)
const timeZone = 'America/New_York'
const siteUrl = 'https://refinedresin.example'
const reviewUrl = 'https://g.page/r/refined-resin/review'
const staffEmail = 'crew@refinedresin.example'
const { customerReminders, staffDigest } = reminderJobs(() => ({ siteUrl, reviewUrl }))

let handle: DatabaseHandle
/** A second connection pool on the same database (PostgreSQL), as a second app server has. */
let second: DatabaseHandle | null = null
let url: string | undefined

beforeAll(async () => {
  handle = await openTestDatabase()
  url = (handle.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options
    ?.connectionString
  if (url) second = await openDatabase({ kind: 'postgres', url, log: logger })
}, 180_000)
afterAll(async () => {
  await second?.close()
  await handle?.close()
})

const jobSettings = { backupDir: '/nonexistent', backupTime: '03:00', timeZone }

function contextFor(h: DatabaseHandle): JobContext {
  return { db: h.db, mailer: createMailer({ db: h.db, staffEmail }), settings: jobSettings }
}

const quiet = { onRun: () => {} }

/** A booking on its own 3-day block, made long ago so it never shows in a digest by accident. */
async function booking(
  startDate: string,
  customerEmail: string,
  status: 'pending' | 'confirmed' | 'declined' | 'cancelled' = 'confirmed',
  createdAt = new Date('2025-01-01T12:00:00Z'),
) {
  const [slot] = await handle.db
    .insert(installationSlots)
    .values({
      startDate,
      endDate: addDays(startDate, 2),
      status: status === 'confirmed' ? 'booked' : 'available',
    })
    .returning()
  const [row] = await handle.db
    .insert(bookingRequests)
    .values({
      slotId: slot.id,
      customerName: `Customer ${customerEmail.split('@')[0]}`,
      customerEmail,
      customerPhone: '(470) 555-0199',
      projectAddress: '412 Peachtree Ln, Buford, GA 30518',
      projectSize: 600,
      status,
      createdAt,
    })
    .returning()
  return row
}

const mailsTo = (to: string) =>
  handle.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt))

const runsOf = (key: string) => handle.db.select().from(jobRuns).where(eq(jobRuns.job, key))

describe('reminder mails', { timeout: 120_000 }, () => {
  it('three days before a confirmed install, `jobs:run` twice at once sends exactly one preparation mail', async () => {
    const b = await booking('2026-12-04', 'prep-twice@example.com')
    // 08:55 in Atlanta on 1 December: not due yet (09:00 EST is 14:00 UTC).
    await runDueJobs(contextFor(handle), [customerReminders], new Date('2026-12-01T13:55:00Z'), 'early')
    expect(await mailsTo('prep-twice@example.com')).toHaveLength(0)

    const at = new Date('2026-12-01T14:05:00Z')
    const outcomes = await Promise.all([
      runDueJobs(contextFor(handle), [customerReminders], at, 'runner-a'),
      runDueJobs(contextFor(second ?? handle), [customerReminders], at, 'runner-b'),
    ])
    expect(
      outcomes
        .flat()
        .map((o) => o.result)
        .sort(),
    ).toEqual(['claimed elsewhere', 'succeeded'])
    const mails = await mailsTo('prep-twice@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Your install starts December 4, 2026: how to get ready')
    expect(mails[0]).toMatchObject({ relatedKind: 'booking', relatedId: b.id, state: 'unsent' })
    for (const item of preparationItems('en')) expect(mails[0].text).toContain(item)
    expect(mails[0].text).toContain('No vehicles for 72 hours')
    // The mail's booking link is made for this booking as it is sent; the outbox keeps no live link.
    expect(mails[0].text).toContain(`Your booking page: ${bookingLinkMark(b.id)}`)
    expect(mails[0].text).not.toMatch(/\/booking\/[A-Za-z0-9_-]{43}/)

    const [claim] = await runsOf(`prep:${b.id}`)
    expect(claim).toMatchObject({ state: 'succeeded', detail: { outboxId: mails[0].id } })
    expect(claim.dueAt.toISOString()).toBe('2026-12-01T14:00:00.000Z')

    // Later runs (the next hour, the next day) find it sent.
    await runDueJobs(contextFor(handle), [customerReminders], new Date('2026-12-02T15:00:00Z'), 'later')
    expect(await mailsTo('prep-twice@example.com')).toHaveLength(1)
  })

  it('two runners racing past the job’s own claim (two connection pools) send one mail', async () => {
    // On PostgreSQL the runners use two connection pools, as two app servers do.
    expect(Boolean(second)).toBe(Boolean(process.env.TEST_DATABASE_URL))
    const b = await booking('2027-03-05', 'prep-pools@example.com')
    const settings = { siteUrl, reviewUrl, timeZone }
    const at = new Date('2027-03-02T14:00:00Z')
    const counts = await Promise.all([
      sendDueCustomerMails(contextFor(handle), at, settings, 'pool-a'),
      sendDueCustomerMails(contextFor(second ?? handle), at, settings, 'pool-b'),
    ])
    expect(counts[0].prepSent + counts[1].prepSent).toBe(1)
    expect(await mailsTo('prep-pools@example.com')).toHaveLength(1)
    expect(await runsOf(`prep:${b.id}`)).toHaveLength(1)
  })

  it('two `jobs:run` at once, an hour apart in --now, send one mail (two processes on PostgreSQL)', async () => {
    const b = await booking('2026-12-11', 'prep-race@example.com')
    if (url) {
      // Two `npm run jobs:run` processes at once, an hour apart in --now, so each holds its
      // own run of the hourly job and only the mail's key keeps the second from sending.
      const testUrl = url
      const jobsRun = (now: string) =>
        run('npx', ['tsx', 'scripts/jobs-run.ts', '--now', now, '--job', 'customer-reminders'], {
          env: { ...process.env, DATABASE_URL: testUrl },
        })
      const [a, c] = await Promise.all([jobsRun('2026-12-08T14:05:00Z'), jobsRun('2026-12-08T15:05:00Z')])
      const printed = `${a.stdout}${c.stdout}`
      expect(printed).toMatch(/customer-reminders due 2026-12-08T14:00:00.000Z: ran/)
      expect(printed).toMatch(/customer-reminders due 2026-12-08T15:00:00.000Z: ran/)
    } else {
      // PGlite is one process (decision 002): two runners in it, past the job's claim.
      const ctx = contextFor(handle)
      const settings = { siteUrl, reviewUrl, timeZone }
      const counts = await Promise.all([
        sendDueCustomerMails(ctx, new Date('2026-12-08T14:00:00Z'), settings, 'a'),
        sendDueCustomerMails(ctx, new Date('2026-12-08T15:00:00Z'), settings, 'b'),
      ])
      expect(counts[0].prepSent + counts[1].prepSent).toBe(1)
    }
    expect(await mailsTo('prep-race@example.com')).toHaveLength(1)
    expect(await runsOf(`prep:${b.id}`)).toHaveLength(1)
  })

  it('a cancelled, declined or erased booking gets no reminders', async () => {
    const cancelled = await booking('2026-12-18', 'cancelled@example.com', 'cancelled')
    const declined = await booking('2026-12-25', 'declined@example.com', 'declined')
    // Confirmed, then erased on request (decision 018): the address is a placeholder.
    await booking('2026-12-21', erased.email)
    for (const at of ['2026-12-22T14:00:00Z', '2027-01-03T14:00:00Z']) {
      await runDueJobs(contextFor(handle), [customerReminders], new Date(at), 'runner')
    }
    expect(await mailsTo('cancelled@example.com')).toHaveLength(0)
    expect(await mailsTo('declined@example.com')).toHaveLength(0)
    expect(await mailsTo(erased.email)).toHaveLength(0)
    const claims = await handle.db
      .select()
      .from(jobRuns)
      .where(
        inArray(jobRuns.job, [
          `prep:${cancelled.id}`,
          `care:${cancelled.id}`,
          `prep:${declined.id}`,
          `care:${declined.id}`,
        ]),
      )
    expect(claims).toEqual([])
  })

  it('seven days after the install, the care guide and the review link go out once', async () => {
    // Install 2–4 October; the care mail is due 11 October at 09:00 EDT (13:00 UTC).
    const b = await booking('2026-10-02', 'care@example.com')
    await runDueJobs(contextFor(handle), [customerReminders], new Date('2026-10-11T12:59:00Z'), 'early')
    expect(await mailsTo('care@example.com')).toHaveLength(0)
    await runDueJobs(contextFor(handle), [customerReminders], new Date('2026-10-11T13:00:00Z'), 'on-time')
    await runDueJobs(contextFor(handle), [customerReminders], new Date('2026-10-11T14:00:00Z'), 'next-hour')
    const mails = await mailsTo('care@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Caring for your new floor')
    for (const item of careItems('en')) expect(mails[0].text).toContain(item)
    expect(mails[0].text).toContain(`It helps neighbors find us:\n${reviewUrl}`)
    expect(mails[0].text).toContain(`${siteUrl}/article/metallic-epoxy-floor-care`)
    expect((await runsOf(`care:${b.id}`))[0].dueAt.toISOString()).toBe('2026-10-11T13:00:00.000Z')
  })

  it('with SMTP, the mail is stored with its claim, then delivered and marked sent', async () => {
    const sink = await startSmtpSink()
    try {
      await booking('2026-09-04', 'smtp-care@example.com')
      const ctx = {
        ...contextFor(handle),
        mailer: createMailer({ db: handle.db, smtpUrl: sink.url, staffEmail }),
      }
      // Care mail due 13 September at 09:00 EDT.
      const [outcome] = await runDueJobs(ctx, [customerReminders], new Date('2026-09-13T13:00:00Z'), 'smtp')
      expect(outcome.detail).toMatchObject({ careSent: 1 })
      const delivered = sink.received.filter((m) => m.to.includes('smtp-care@example.com'))
      expect(delivered).toHaveLength(1)
      expect(delivered[0].data).toContain('Subject: Caring for your new floor')
      expect(delivered[0].data).toContain(reviewUrl)
      const [stored] = await mailsTo('smtp-care@example.com')
      expect(stored).toMatchObject({ state: 'sent', attempts: 1 })
    } finally {
      await sink.close()
    }
  })

  it('after downtime, a restart sends what came due once, and skips a checklist whose install has started', async () => {
    const onTime = await booking('2027-02-05', 'downtime@example.com')
    const started = await booking('2027-02-02', 'started@example.com')
    let clock = new Date('2027-01-25T17:00:00Z')
    const start = () =>
      startScheduler(contextFor(handle), { jobs: [customerReminders], now: () => clock, ...quiet })
    const first = start()
    await first.idle()
    await first.stop()
    expect(await mailsTo('downtime@example.com')).toHaveLength(0)

    // Down from 25 January to 3 February: the checklist for 5 February came due on the 2nd;
    // the one for 2 February came due on 30 January, and that install has begun.
    clock = new Date('2027-02-03T15:20:00Z')
    const back = start()
    await back.idle()
    await back.stop()
    const again = start()
    await again.idle()
    await again.stop()

    const mails = await mailsTo('downtime@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Your install starts February 5, 2027: how to get ready')
    expect(await mailsTo('started@example.com')).toHaveLength(0)
    const [skipped] = await runsOf(`prep:${started.id}`)
    expect(skipped).toMatchObject({ state: 'succeeded', detail: { skipped: 'the install had started' } })
    expect(await runsOf(`prep:${onTime.id}`)).toHaveLength(1)
  })
})

describe('the staff digest at 7:00 in Atlanta', { timeout: 60_000 }, () => {
  const digestsTo = () =>
    handle.db.select().from(outbox).where(eq(outbox.to, staffEmail)).orderBy(asc(outbox.createdAt))

  async function lead(kind: 'contact' | 'partner' | 'job', name: string, createdAt: string, isSpam = false) {
    await handle.db.insert(leads).values({
      kind,
      name,
      email: `${name.toLowerCase().replace(/\s/g, '.')}@example.com`,
      fields: { message: `${name} wants a floor` },
      sourcePage: '/contact',
      isSpam,
      createdAt: new Date(createdAt),
    })
  }

  async function chat(firstUserMessageAt: string | null) {
    const [c] = await handle.db
      .insert(chatConversations)
      .values({ createdAt: new Date('2026-01-14T18:00:00Z') })
      .returning()
    if (firstUserMessageAt) {
      await handle.db.insert(chatMessages).values({
        conversationId: c.id,
        role: 'user',
        content: 'Do you do basements in Cumming?',
        createdAt: new Date(firstUserMessageAt),
      })
    }
  }

  it('comes due at 07:00 EST (12:00 UTC) in winter and 07:00 EDT (11:00 UTC) in summer', () => {
    const schedule =
      typeof staffDigest.schedule === 'function' ? staffDigest.schedule(jobSettings) : staffDigest.schedule
    expect(latestDue(schedule, new Date('2026-01-15T11:59:59Z')).toISOString()).toBe(
      '2026-01-14T12:00:00.000Z',
    )
    expect(latestDue(schedule, new Date('2026-01-15T12:00:00Z')).toISOString()).toBe(
      '2026-01-15T12:00:00.000Z',
    )
    expect(latestDue(schedule, new Date('2026-07-15T10:59:59Z')).toISOString()).toBe(
      '2026-07-14T11:00:00.000Z',
    )
    expect(latestDue(schedule, new Date('2026-07-15T11:00:00Z')).toISOString()).toBe(
      '2026-07-15T11:00:00.000Z',
    )
  })

  it('mails staff the new leads since the last digest and the week’s installs, once a day', async () => {
    // Winter, Thursday 15 January 2026: the digest covers 07:00 on the 14th to 07:00 on the 15th.
    await lead('contact', 'Winter Contact', '2026-01-14T15:00:00Z')
    await lead('partner', 'Winter Partner', '2026-01-15T11:59:00Z')
    await lead('contact', 'Spam Sender', '2026-01-14T20:00:00Z', true)
    await lead('job', 'Late Applicant', '2026-01-15T12:01:00Z')
    await lead('contact', 'Old Contact', '2026-01-14T11:59:00Z')
    await chat('2026-01-14T22:00:00Z')
    await chat(null)
    await booking('2026-01-30', 'new-request@example.com', 'pending', new Date('2026-01-15T01:00:00Z'))
    await booking('2026-01-15', 'today@example.com')
    await booking('2026-01-16', 'friday@example.com')
    await booking('2026-01-17', 'cancelled-install@example.com', 'cancelled')
    await booking('2026-01-22', 'next-week@example.com')

    const winter = new Date('2026-01-15T12:00:00Z')
    const outcomes = await Promise.all([
      runDueJobs(contextFor(handle), [staffDigest], winter, 'a'),
      runDueJobs(contextFor(second ?? handle), [staffDigest], winter, 'b'),
    ])
    expect(outcomes.flat().map((o) => o.dueAt.toISOString())).toEqual([
      winter.toISOString(),
      winter.toISOString(),
    ])
    let mails = await digestsTo()
    expect(mails).toHaveLength(1)
    const [w] = mails
    expect(w.subject).toBe('Daily digest, January 15, 2026: 4 new leads, 2 installs this week')
    expect(w.text).toContain('New leads since Wed, Jan 14, 7:00 AM:')
    for (const name of ['Winter Contact', 'Winter Partner', 'Chat visitor', 'Customer new-request']) {
      expect(w.text).toContain(name)
    }
    for (const name of ['Spam Sender', 'Late Applicant', 'Old Contact']) expect(w.text).not.toContain(name)
    expect(w.text).toContain('Contact message · Winter Contact <winter.contact@example.com>')
    expect(w.text).toContain('Do you do basements in Cumming?')
    expect(w.text).toMatch(
      /Thu, Jan 15 – Sat, Jan 17, 2026 · Customer today <today@example.com>[\s\S]*Fri, Jan 16 – Sun, Jan 18, 2026 · Customer friday/,
    )
    for (const name of ['Customer cancelled-install', 'Customer next-week'])
      expect(w.text).not.toContain(name)

    // Summer, Wednesday 15 July: 07:00 EDT. The digest before it was January's, so what
    // arrived since then (the late applicant) is in it: nothing between two digests is lost.
    await lead('contact', 'Summer Contact', '2026-07-15T10:30:00Z')
    await lead('contact', 'After Seven', '2026-07-15T11:30:00Z')
    const summer = new Date('2026-07-15T11:00:00Z')
    await runDueJobs(contextFor(handle), [staffDigest], new Date('2026-07-15T11:00:00Z'), 'a')
    mails = await digestsTo()
    expect(mails).toHaveLength(2)
    const s = mails[1]
    expect(s.subject).toBe('Daily digest, July 15, 2026: 2 new leads, 0 installs this week')
    expect(s.text).toContain('New leads since Thu, Jan 15, 7:00 AM:')
    expect(s.text).toContain('Late Applicant')
    expect(s.text).toContain('Summer Contact')
    expect(s.text).not.toContain('After Seven')
    const [claim] = await handle.db
      .select()
      .from(jobRuns)
      .where(and(like(jobRuns.job, 'digest:%'), eq(jobRuns.dueAt, summer)))
    expect(claim.job).toBe('digest:2026-07-15')
  })
})
