import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { jobRuns } from '~/db/schema'
import { createMailer, type Mail, type Mailer } from '~/features/mail/mailer.server'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** One mail's claim: its unique key (e.g. `prep:<bookingId>`) and the time it came due. */
export type MailClaim = { key: string; dueAt: Date; claimedBy: string }

export type SendOutcome =
  | { result: 'sent'; outboxId: string; delivery: 'sent' | 'failed' | 'unsent' }
  | { result: 'claimed elsewhere' }
  /** The mail no longer applies (the booking was cancelled meanwhile): nothing is claimed. */
  | { result: 'not applicable' }

/** Inserts the claim row; true when this caller's insert went in (job + due time is the primary key). */
async function insertClaim(tx: Tx | Database, claim: MailClaim, detail: Record<string, unknown>) {
  const inserted = await tx
    .insert(jobRuns)
    .values({
      job: claim.key,
      dueAt: claim.dueAt,
      claimedBy: claim.claimedBy,
      state: 'succeeded',
      finishedAt: sql`now()`,
      detail,
    })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job })
  return inserted.length > 0
}

/**
 * Sends one mail at most once across every app server (decision 027). In one
 * transaction: `compose` reads what the mail is about (and may lock it), the mail's
 * key is claimed in the run table, and the mail is stored in the outbox. A second
 * claimant's insert waits for the first to commit and then finds the key taken, so
 * it stores nothing; a crash before the commit leaves neither claim nor mail, so the
 * next run sends it. Only after the commit does SMTP get the mail, through the
 * server's mailer (a failed delivery stays in the outbox for staff to retry).
 */
export async function sendOnce(
  ctx: { db: Database; mailer: Mailer },
  claim: MailClaim,
  compose: (tx: Tx) => Promise<Mail | null>,
): Promise<SendOutcome> {
  const stored = await ctx.db.transaction(async (tx) => {
    const mail = await compose(tx)
    if (!mail) return { result: 'not applicable' as const }
    if (!(await insertClaim(tx, claim, {}))) {
      return { result: 'claimed elsewhere' as const }
    }
    // The same mailer, bound to this transaction and without SMTP: the outbox row commits with the claim.
    const outboxInTx = createMailer({
      db: tx as unknown as Database,
      from: ctx.mailer.from,
      staffEmail: ctx.mailer.staffEmail,
    })
    const { id } = await outboxInTx.send(mail)
    // Only the outbox id: the address stays in the outbox row, where erasure finds it (decision 018).
    await tx
      .update(jobRuns)
      .set({ detail: { outboxId: id } })
      .where(and(eq(jobRuns.job, claim.key), eq(jobRuns.dueAt, claim.dueAt)))
    return { result: 'sent' as const, outboxId: id }
  })
  if (stored.result !== 'sent') return stored
  const delivery = await ctx.mailer.retry(stored.outboxId)
  return { ...stored, delivery }
}

/**
 * Records that a mail which came due was not sent because it came too late (after
 * downtime), so it is never sent afterwards either. The run table has no 'skipped'
 * state: the row is 'succeeded' with `skipped` in its detail. False when the key was
 * already claimed.
 */
export function recordSkipped(db: Database, claim: MailClaim, reason: string): Promise<boolean> {
  return insertClaim(db, claim, { skipped: reason })
}
