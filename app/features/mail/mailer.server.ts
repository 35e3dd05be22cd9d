import { eq, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Database } from '~/db/client.server'
import { outbox } from '~/db/schema'
import { mintBookingLink } from '~/features/booking-page/token.server'
import { fillSecretLinks } from './secret-links'

type MailAttachment = { filename: string; contentType: string; content: Uint8Array | string }

export type Mail = {
  to: string
  subject: string
  text: string
  attachments?: MailAttachment[]
  related?: { kind: string; id: string }
}

type SendResult = {
  id: string
  /** Settles when the SMTP attempt is over; mail is stored first either way. */
  delivered: Promise<'sent' | 'failed' | 'unsent'>
}

export type Mailer = {
  /** Stores the mail in the outbox, then (with SMTP) sends it in the background. */
  send(mail: Mail): Promise<SendResult>
  /** Tries an outbox mail again. */
  retry(id: string): Promise<'sent' | 'failed' | 'unsent'>
  from: string
  staffEmail: string
}

export type MailerOptions = {
  db: Database
  smtpUrl?: string
  from?: string
  staffEmail?: string
}

const toBase64 = (c: Uint8Array | string) =>
  (typeof c === 'string' ? Buffer.from(c) : Buffer.from(c)).toString('base64')

/**
 * Mail through SMTP when SMTP_URL is set; otherwise it stays in the outbox
 * table as 'unsent', where staff can read it. A failed send never loses the
 * mail: it is marked 'failed' with the error and can be retried. A mail holds
 * a customer's booking page link only as a mark (./secret-links): the link is
 * minted as the mail is sent, so each sending carries a fresh one.
 */
export function createMailer({
  db,
  smtpUrl,
  from = 'Refined Resin <hello@refinedresin.example>',
  staffEmail = 'hello@refinedresin.example',
}: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null

  async function deliver(id: string): Promise<'sent' | 'failed' | 'unsent'> {
    if (!transport) return 'unsent'
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id))
    if (!row) return 'failed'
    try {
      const attachments = (
        row.attachments as { filename: string; contentType: string; content: string }[]
      ).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content, 'base64'),
      }))
      // The outbox keeps the mark; the customer's link is made now, for this sending only (decision 024).
      const text = await fillSecretLinks(row.text, (bookingId) => mintBookingLink(db, bookingId))
      await transport.sendMail({ from, to: row.to, subject: row.subject, text, attachments })
      await db
        .update(outbox)
        .set({ state: 'sent', attempts: sql`${outbox.attempts} + 1`, sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, id))
      return 'sent'
    } catch (e) {
      await db
        .update(outbox)
        .set({
          state: 'failed',
          attempts: sql`${outbox.attempts} + 1`,
          lastError: String((e as Error).message ?? e),
        })
        .where(eq(outbox.id, id))
        .catch(() => {})
      return 'failed'
    }
  }

  return {
    from,
    staffEmail,
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: toBase64(a.content),
          })),
          relatedKind: mail.related?.kind,
          relatedId: mail.related?.id,
        })
        .returning({ id: outbox.id })
      const delivered = deliver(row.id)
      return { id: row.id, delivered }
    },
    retry: deliver,
  }
}
