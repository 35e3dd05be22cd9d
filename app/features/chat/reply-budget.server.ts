import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { type Database, queryRows } from '~/db/client.server'
import { chatReplyBudget } from '~/db/schema'

/**
 * The daily reply budget (decision 022): the whole site's, and each address's
 * share of it, kept in `chat_reply_budget` so every app server counts together
 * and a restart forgets nothing. A reply is reserved before it starts, with
 * the address and the site counted in one transaction, so two app servers
 * racing for the last reply cannot both get it.
 */

/** The row that counts the whole site's replies. */
export const SITE = '*'

/** Today in America/New_York, where the business's day begins. */
const today = sql`(now() at time zone 'America/New_York')::date`

export type Reservation =
  | { ok: true }
  | { ok: false; over: 'address'; retryAfterSeconds: number }
  | { ok: false; over: 'site' }

class Over extends Error {
  constructor(readonly over: 'address' | 'site') {
    super(over)
  }
}

/** Replies one address may have in a day: its share of the budget, at least one. */
export const addressShare = (budget: number, share: number) => Math.max(1, Math.floor(budget * share))

/** Counts one reply for `address` and the site, unless either is already at its limit. */
export async function reserveReply(
  db: Database,
  address: string,
  { budget, share }: { budget: number; share: number },
): Promise<Reservation> {
  const spend = (tx: Database, key: string, limit: number) =>
    tx
      .insert(chatReplyBudget)
      .values({ day: today, address: key, replies: 1 })
      .onConflictDoUpdate({
        target: [chatReplyBudget.day, chatReplyBudget.address],
        set: { replies: sql`${chatReplyBudget.replies} + 1` },
        setWhere: sql`${chatReplyBudget.replies} < ${limit}`,
      })
      .returning({ replies: chatReplyBudget.replies })
  try {
    const siteCount = await db.transaction(async (tx) => {
      // Always the address first, then the site: one lock order, no deadlock between servers.
      const [mine] = await spend(tx as unknown as Database, address || 'unknown', addressShare(budget, share))
      if (!mine) throw new Over('address')
      const [site] = await spend(tx as unknown as Database, SITE, budget)
      if (!site || site.replies > budget) throw new Over('site')
      return site.replies
    })
    // The first reply of a day clears days long gone.
    if (siteCount === 1) await db.delete(chatReplyBudget).where(lt(chatReplyBudget.day, sql`${today} - 7`))
    return { ok: true }
  } catch (error) {
    if (!(error instanceof Over)) throw error
    if (error.over === 'site') return { ok: false, over: 'site' }
    return { ok: false, over: 'address', retryAfterSeconds: await secondsToMidnight(db) }
  }
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
    sql`select ceil(extract(epoch from (date_trunc('day', now() at time zone 'America/New_York') + interval '1 day' - (now() at time zone 'America/New_York')))) as s`,
  )
  return Math.max(1, Number(row?.s ?? 3600))
}
