import { sql } from 'drizzle-orm'
import { Gauge, type Registry } from 'prom-client'
import { businessTimeZone, chat } from '~/content/business'
import { type Database, queryRows } from '~/db/client.server'
import { bookingStatuses, leadKinds, leadStatuses, mailStates } from '~/db/schema'
import { repliesToday } from '~/features/chat/conversations.server'
import { logger } from '~/features/logging/logger.server'

/**
 * Gauges read from the database at scrape time (decision 021), so every app
 * server reports the same business figures and nothing is kept in memory
 * between scrapes. Every label value comes from a fixed list in the schema;
 * combinations with no rows read 0, so a series never disappears.
 */
export function registerBusinessGauges(
  registry: Registry,
  db: Database,
  { dailyReplyBudget = chat.dailyReplyBudget }: { dailyReplyBudget?: number } = {},
) {
  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: (set: (labels: Record<L, string>, value: number) => void) => Promise<void>,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset()
        try {
          await read((labels, value) =>
            Object.keys(labels).length ? this.set(labels as never, value) : this.set(value),
          )
        } catch (error) {
          // A failed read leaves the gauge empty for this scrape; rr_database_up says why.
          logger.error({ metric: name, err: error }, 'metrics read failed')
        }
      },
    })

  gauge(
    'rr_database_up',
    '1 when the database answered a query during this scrape, else 0.',
    [],
    async (set) => {
      try {
        await db.execute(sql`select 1`)
        set({}, 1)
      } catch {
        set({}, 0)
      }
    },
  )

  gauge('rr_database_size_bytes', 'Size of the database on disk.', [], async (set) => {
    const [row] = await queryRows<{ bytes: string }>(
      db,
      sql`select pg_database_size(current_database()) as bytes`,
    )
    set({}, Number(row.bytes))
  })

  gauge(
    'rr_leads',
    'Contact messages, partner and job applications by kind and lead status (spam excluded).',
    ['kind', 'status'],
    async (set) => {
      const rows = await queryRows<{ kind: string; status: string; n: string }>(
        db,
        sql`select kind, status, count(*) as n from leads where is_spam = false group by kind, status`,
      )
      for (const kind of leadKinds) for (const status of leadStatuses) set({ kind, status }, 0)
      for (const r of rows) set({ kind: r.kind, status: r.status }, Number(r.n))
    },
  )

  gauge(
    'rr_spam_submissions',
    'Submissions stored as spam (honeypot filled), by kind.',
    ['kind'],
    async (set) => {
      const rows = await queryRows<{ kind: string; n: string }>(
        db,
        sql`select kind, count(*) as n from leads where is_spam = true group by kind
            union all select 'booking', count(*) from booking_requests where is_spam = true`,
      )
      for (const kind of [...leadKinds, 'booking']) set({ kind }, 0)
      for (const r of rows) set({ kind: r.kind }, Number(r.n))
    },
  )

  gauge('rr_bookings', 'Booking requests by status (spam excluded).', ['status'], async (set) => {
    const rows = await queryRows<{ status: string; n: string }>(
      db,
      sql`select status, count(*) as n from booking_requests where is_spam = false group by status`,
    )
    for (const status of bookingStatuses) set({ status }, 0)
    for (const r of rows) set({ status: r.status }, Number(r.n))
  })

  gauge(
    'rr_outbox_mail',
    'Mail in the outbox by state: unsent is the backlog (all mail, when SMTP_URL is not set), failed the last attempt failed.',
    ['state'],
    async (set) => {
      const rows = await queryRows<{ state: string; n: string }>(
        db,
        sql`select state, count(*) as n from outbox group by state`,
      )
      for (const state of mailStates) set({ state }, 0)
      for (const r of rows) set({ state: r.state }, Number(r.n))
    },
  )

  gauge(
    'rr_outbox_oldest_unsent_age_seconds',
    'Age of the oldest mail not yet sent (0 when none waits).',
    [],
    async (set) => {
      const [row] = await queryRows<{ age: string | null }>(
        db,
        sql`select extract(epoch from now() - min(created_at)) as age from outbox where state <> 'sent'`,
      )
      set({}, Math.max(0, Number(row?.age ?? 0)))
    },
  )

  gauge(
    'rr_chat_replies_today',
    `Assistant replies since midnight ${businessTimeZone}, on every app server.`,
    [],
    async (set) => set({}, await repliesToday(db)),
  )

  gauge(
    'rr_chat_reply_budget_remaining',
    "Assistant replies left in today's budget before the chat answers 402.",
    [],
    async (set) => set({}, Math.max(0, dailyReplyBudget - (await repliesToday(db)))),
  )

  new Gauge({
    name: 'rr_chat_reply_budget',
    help: 'The daily assistant reply budget (chat.dailyReplyBudget).',
    registers: [registry],
  }).set(dailyReplyBudget)
}
