import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { businessTimeZone } from '~/content/business'
import { type Database, queryRows } from '~/db/client.server'
import { chatReplyBudget } from '~/db/schema'

/**
 * The daily reply budget (decision 022): the whole site's, and each address's
 * share of it, kept in `chat_reply_budget` so every app server counts together
 * and a restart forgets nothing. A reply is reserved before it starts with a
 * conditional upsert, so two app servers racing for the last reply cannot both get it.
 */

/** The row that counts the whole site's replies. */
const SITE = '*'

/** Now on the business's clock (a timestamp without zone), and today there, where its day begins. */
const businessNow = sql`(now() at time zone ${businessTimeZone}::text)`
const today = sql`${businessNow}::date`

export type Reservation =
  | { ok: true }
  | { ok: false; over: 'address'; retryAfterSeconds: number }
  | { ok: false; over: 'site' }

/** Replies one address may have in a day: its share of the budget, at least one. */
export const addressShare = (budget: number, share: number) => Math.max(1, Math.floor(budget * share))

/**
 * Counts one reply for `address` and the site, unless either is already at its
 * limit: one statement, one round trip. The address's row is counted first and
 * the site's only when it was; if the site is full, the address gets its point back.
 */
export async function reserveReply(
  db: Database,
  address: string,
  { budget, share }: { budget: number; share: number },
): Promise<Reservation> {
  const key = address || 'unknown'
  const t = chatReplyBudget
  const [row] = await queryRows<{ mine: number | null; site: number | null }>(
    db,
    sql`with mine as (
        insert into ${t} (day, address, replies) values (${today}, ${key}, 1)
        on conflict (day, address) do update set replies = ${t}.replies + 1
        where ${t}.replies < ${addressShare(budget, share)}
        returning replies
      ), site as (
        insert into ${t} (day, address, replies) select ${today}, ${SITE}, 1 where exists (select 1 from mine)
        on conflict (day, address) do update set replies = ${t}.replies + 1
        where ${t}.replies < ${budget}
        returning replies
      )
      select (select replies from mine) as mine, (select replies from site) as site`,
  )
  if (row?.mine == null) return { ok: false, over: 'address', retryAfterSeconds: await secondsToMidnight(db) }
  if (row.site == null) {
    await db
      .update(t)
      .set({ replies: sql`greatest(${t.replies} - 1, 0)` })
      .where(and(eq(t.day, today), eq(t.address, key)))
    return { ok: false, over: 'site' }
  }
  // The first reply of a day clears days long gone.
  if (Number(row.site) === 1) await db.delete(t).where(lt(t.day, sql`${today} - 7`))
  return { ok: true }
}

/** Gives back a reservation whose reply never started (the provider refused). */
export async function refundReply(db: Database, address: string): Promise<void> {
  await db
    .update(chatReplyBudget)
    .set({ replies: sql`greatest(${chatReplyBudget.replies} - 1, 0)` })
    .where(
      and(eq(chatReplyBudget.day, today), inArray(chatReplyBudget.address, [address || 'unknown', SITE])),
    )
}

/** Replies counted today: the site's, or one address's. */
export async function repliesToday(db: Database, address = SITE): Promise<number> {
  const [row] = await db
    .select({ n: chatReplyBudget.replies })
    .from(chatReplyBudget)
    .where(and(eq(chatReplyBudget.day, today), eq(chatReplyBudget.address, address)))
  return row?.n ?? 0
}

async function secondsToMidnight(db: Database): Promise<number> {
  const [row] = await queryRows<{ s: number | string }>(
    db,
    sql`select ceil(extract(epoch from (date_trunc('day', ${businessNow}) + interval '1 day' - ${businessNow}))) as s`,
  )
  return Math.max(1, Number(row?.s ?? 3600))
}
