import { and, asc, eq, gte, sql } from 'drizzle-orm'
import { businessTimeZone } from '~/content/business'
import { type Database, queryRows } from '~/db/client.server'
import { bookingRequests, installationSlots } from '~/db/schema'
import { sourceLabelSql } from '~/features/attribution/label-sql.server'
import { todayInBusinessZone } from '~/features/schedule/calendar'
import type { InboxKind } from './inbox-filter'

/** Every kind of lead's creation time, spam left out. */
const leadTimes = sql`(
  select kind, created_at from leads where not is_spam
  union all select 'booking', created_at from booking_requests where not is_spam
  union all select 'chat', c.created_at from chat_conversations c
    where not c.is_spam and exists (select 1 from chat_messages m where m.conversation_id = c.id and m.role = 'user')
) as t`

/** Weeks start on Monday in Atlanta's calendar. */
const weekOf = (column: ReturnType<typeof sql>) =>
  sql`date_trunc('week', (${column}) at time zone ${businessTimeZone})::date`

export async function dashboard(db: Database, now = new Date()) {
  const thisWeek = sql`${weekOf(sql`${now.toISOString()}::timestamptz`)}`
  const byKind = await queryRows<{ kind: InboxKind; n: string }>(
    db,
    sql`select kind, count(*) as n from ${leadTimes} where ${weekOf(sql`created_at`)} = ${thisWeek} group by kind`,
  )
  const weekly = await queryRows<{ week: string | Date; n: string }>(
    db,
    sql`with weeks as (
        select (${thisWeek} - (i * 7))::date as week from generate_series(0, 11) as i
      )
      select to_char(w.week, 'YYYY-MM-DD') as week, count(t.created_at) as n
      from weeks w left join ${leadTimes} on ${weekOf(sql`t.created_at`)} = w.week
      group by w.week order by w.week`,
  )
  const [pending] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.status, 'pending'), eq(bookingRequests.isSpam, false)))
  const nextInstalls = await db
    .select({
      id: bookingRequests.id,
      customerName: bookingRequests.customerName,
      projectAddress: bookingRequests.projectAddress,
      projectSize: bookingRequests.projectSize,
      startDate: installationSlots.startDate,
      endDate: installationSlots.endDate,
    })
    .from(bookingRequests)
    .innerJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
    .where(
      and(eq(bookingRequests.status, 'confirmed'), gte(installationSlots.endDate, todayInBusinessZone(now))),
    )
    .orderBy(asc(installationSlots.startDate))
    .limit(5)
  const bySource = await leadsBySource(db, thisWeek)
  const deposits = await depositTotals(db)
  const kinds: InboxKind[] = ['contact', 'partner', 'job', 'booking', 'chat']
  return {
    thisWeek: Object.fromEntries(
      kinds.map((k) => [k, Number(byKind.find((r) => r.kind === k)?.n ?? 0)]),
    ) as Record<InboxKind, number>,
    pendingBookings: pending?.n ?? 0,
    nextInstalls,
    weekly: weekly.map((w) => ({ week: String(w.week), count: Number(w.n) })),
    bySource,
    deposits,
  }
}

/**
 * Deposits taken and refunded, all time, in cents (decision 041): taken is every deposit paid (a
 * moved booking's deposit counts once, on the booking that holds it); refunded is every refund Stripe
 * confirmed, so one it refused is not counted.
 */
async function depositTotals(db: Database) {
  const [row] = await queryRows<{ taken: string | number; paid: string | number; refunded: string | number }>(
    db,
    sql`select coalesce(sum(deposit_cents) filter (where deposit_paid_at is not null), 0) as taken,
        count(*) filter (where deposit_paid_at is not null) as paid,
        (select coalesce(sum(amount_cents), 0) from deposit_refunds where status = 'succeeded') as refunded
      from booking_requests where not is_spam`,
  )
  const takenCents = Number(row?.taken ?? 0)
  const refundedCents = Number(row?.refunded ?? 0)
  return { paid: Number(row?.paid ?? 0), takenCents, refundedCents, keptCents: takenCents - refundedCents }
}

/**
 * Leads (every kind, spam left out) and confirmed bookings by source over the
 * last 12 weeks, this one included. A booking counts as confirmed
 * under the week it was requested in.
 */
async function leadsBySource(db: Database, thisWeek: ReturnType<typeof sql>) {
  const rows = await queryRows<{ label: string; leads: string; confirmed: string }>(
    db,
    sql`select label, count(*) as leads, count(*) filter (where confirmed) as confirmed
      from (
        select ${sourceLabelSql()} as label, created_at, false as confirmed from leads where not is_spam
        union all select ${sourceLabelSql()}, created_at, status = 'confirmed' from booking_requests where not is_spam
        union all select ${sourceLabelSql(sql.raw('c.source'))}, c.created_at, false from chat_conversations c
          where not c.is_spam and exists (select 1 from chat_messages m where m.conversation_id = c.id and m.role = 'user')
      ) as t
      where ${weekOf(sql`created_at`)} >= ${thisWeek} - 77
      group by label order by leads desc, confirmed desc, label limit 50`,
  )
  return rows.map((r) => ({ source: r.label, leads: Number(r.leads), confirmed: Number(r.confirmed) }))
}
