import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { mailStates, outbox } from '~/db/schema'
import type { Mailer } from '~/features/mail/mailer.server'
import { describeSecretLinks } from '~/features/mail/secret-links'
import { recordAction } from './audit.server'
import type { Staff } from './session.server'

export const mailStateFilter = z.enum(mailStates).optional()

export async function listOutbox(db: Database, state?: (typeof mailStates)[number]) {
  const rows = await db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      state: outbox.state,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      relatedKind: outbox.relatedKind,
      relatedId: outbox.relatedId,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(state ? eq(outbox.state, state) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(200)
  return rows.map((row) => ({ ...row, text: describeSecretLinks(row.text) }))
}

/** Tries a mail again and records the attempt; without SMTP the mail stays unsent. */
export async function retryMail(db: Database, mailer: Mailer, staff: Staff, id: string) {
  const [row] = await db.select({ id: outbox.id, state: outbox.state }).from(outbox).where(eq(outbox.id, id))
  if (!row) return { ok: false as const, status: 404 as const, error: 'This mail does not exist.' }
  if (row.state === 'sent')
    return { ok: false as const, status: 409 as const, error: 'This mail was already sent.' }
  const state = await mailer.retry(id)
  await recordAction(db, staff.email, 'mail-retry', { kind: 'mail', id }, { state })
  const message =
    state === 'sent'
      ? 'Mail sent.'
      : state === 'unsent'
        ? 'No mail server is configured (SMTP_URL), so the mail stays in the outbox.'
        : 'Sending failed again; the error is shown with the mail.'
  return { ok: true as const, state, message }
}
