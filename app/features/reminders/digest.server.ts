import { and, asc, desc, eq, gte, like, lt, lte, sql } from 'drizzle-orm'
import { reminderTiming } from '~/content/business'
import { type Database, queryRows } from '~/db/client.server'
import {
  bookingRequests,
  chatConversations,
  chatMessages,
  installationSlots,
  jobRuns,
  leads,
} from '~/db/schema'
import type { InboxKind } from '~/features/admin/inbox-filter'
import type { Mailer } from '~/features/mail/mailer.server'
import { addDays, calendarDateIn } from '~/features/schedule/calendar'
import { type SendOutcome, sendOnce } from './claim.server'
import type { ReminderSettings } from './customer-mails.server'
import { mailKey } from './due'
import { type DigestInstall, type DigestLead, digestMail } from './mails'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const digestPrefix = mailKey.digest('')

/** When the digest before this one came due; a first digest covers the day before it. */
async function previousDigestAt(tx: Tx, dueAt: Date): Promise<Date> {
  const [row] = await tx
    .select({ dueAt: jobRuns.dueAt })
    .from(jobRuns)
    .where(and(like(jobRuns.job, `${digestPrefix}%`), lt(jobRuns.dueAt, dueAt)))
    .orderBy(desc(jobRuns.dueAt))
    .limit(1)
  return row?.dueAt ?? new Date(dueAt.getTime() - 24 * 3600_000)
}

type LeadRow = {
  kind: InboxKind
  id: string
  name: string
  email: string | null
  summary: string | null
  created_at: string | Date
}

/**
 * Every kind of lead, not spam, that arrived in (since, until]: contact, partner and job
 * leads, booking requests, and chats from the moment the visitor first wrote (a chat with
 * no message from the visitor is no lead, as in the inbox).
 */
async function newLeads(tx: Tx, since: Date, until: Date): Promise<DigestLead[]> {
  const rows = await queryRows<LeadRow>(
    tx as unknown as Database,
    sql`select kind, id, name, email, summary, created_at from (
        select l.kind, l.id, l.name, l.email, l.created_at,
          left(coalesce(l.fields->>'message', l.fields->>'projectDescription', l.fields->>'company', l.fields->>'position', ''), 200) as summary
        from ${leads} l where not l.is_spam
        union all
        select 'booking', b.id, b.customer_name, b.customer_email, b.created_at,
          b.status || ' · block ' || to_char(s.start_date, 'Mon DD, YYYY') || ' · ' || b.project_size || ' sq ft ' || b.project_type
        from ${bookingRequests} b join ${installationSlots} s on s.id = b.slot_id where not b.is_spam
        union all
        select 'chat', c.id, 'Chat visitor', null, f.created_at, left(f.content, 200)
        from ${chatConversations} c
        join lateral (select m.content, m.created_at from ${chatMessages} m
          where m.conversation_id = c.id and m.role = 'user' order by m.created_at limit 1) f on true
        where not c.is_spam
      ) as arrived
      where created_at > ${since.toISOString()}::timestamptz and created_at <= ${until.toISOString()}::timestamptz
      order by created_at, id`,
  )
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    name: r.name,
    email: r.email,
    summary: r.summary ?? '',
    createdAt: new Date(r.created_at),
  }))
}

/** Confirmed installs whose block starts within the digest's week, today included. */
function weekInstalls(tx: Tx, today: string): Promise<DigestInstall[]> {
  return tx
    .select({
      bookingId: bookingRequests.id,
      customerName: bookingRequests.customerName,
      customerEmail: bookingRequests.customerEmail,
      customerPhone: bookingRequests.customerPhone,
      projectAddress: bookingRequests.projectAddress,
      projectSize: bookingRequests.projectSize,
      projectType: bookingRequests.projectType,
      startDate: installationSlots.startDate,
      endDate: installationSlots.endDate,
    })
    .from(bookingRequests)
    .innerJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
    .where(
      and(
        eq(bookingRequests.status, 'confirmed'),
        eq(bookingRequests.isSpam, false),
        gte(installationSlots.startDate, today),
        lte(installationSlots.startDate, addDays(today, reminderTiming.digestInstallDays - 1)),
      ),
    )
    .orderBy(asc(installationSlots.startDate))
}

/**
 * The staff's daily digest due at `dueAt` (07:00 in Atlanta), sent once under the key
 * `digest:<date>`. It lists the leads since the previous digest came due (so a day
 * missed during downtime is folded into the next one, never lost) up to this one's due
 * time (so consecutive digests never overlap), and the week's confirmed installs.
 */
export async function sendStaffDigest(
  ctx: { db: Database; mailer: Mailer },
  dueAt: Date,
  settings: ReminderSettings,
  claimedBy: string,
): Promise<SendOutcome & { leads?: number; installs?: number }> {
  const date = calendarDateIn(dueAt, settings.timeZone)
  let figures: { leads: number; installs: number } | undefined
  const outcome = await sendOnce(ctx, { key: mailKey.digest(date), dueAt, claimedBy }, async (tx) => {
    const since = await previousDigestAt(tx, dueAt)
    const arrived = await newLeads(tx, since, dueAt)
    const installs = await weekInstalls(tx, date)
    figures = { leads: arrived.length, installs: installs.length }
    const text = digestMail({
      date,
      since,
      until: dueAt,
      leads: arrived,
      installs,
      siteUrl: settings.siteUrl,
      timeZone: settings.timeZone,
    })
    return { to: ctx.mailer.staffEmail, ...text }
  })
  return outcome.result === 'sent' ? { ...outcome, ...figures } : outcome
}
