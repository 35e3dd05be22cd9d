import { and, eq, inArray, sql } from 'drizzle-orm'
import { businessTimeZone } from '~/content/business'
import type { Database } from '~/db/client.server'
import { chatReplyBudget } from '~/db/schema'

/**
 * The daily reply budget (decision 022): the whole site's, and each address's
 * share of it, kept in `chat_reply_budget` so every app server counts together
 * and a restart forgets nothing. A reply is reserved before it starts, with the turn's admission
 * (turn-admission.server.ts), under a lock on the day's rows, so two app servers racing for the
 * last reply cannot both get it.
 */

/** The row that counts the whole site's replies. */
export const SITE = '*'

/** Now on the business's clock (a timestamp without zone), and today there, where its day begins. */
export const businessNow = sql`(now() at time zone ${businessTimeZone}::text)`
export const today = sql`${businessNow}::date`

/** Replies one address may have in a day: its share of the budget, at least one. */
export const addressShare = (budget: number, share: number) => Math.max(1, Math.floor(budget * share))

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
