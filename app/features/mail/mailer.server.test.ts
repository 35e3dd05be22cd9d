import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingRequests, outbox } from '~/db/schema'
import { resolveBookingToken } from '~/features/booking-page/booking-page.server'
import { createTestContext } from '../../../tests/support/app-context'
import { seedBusiness } from '../../../tests/support/business-data'
import { startSmtpSink } from '../../../tests/support/smtp-sink'
import { createMailer } from './mailer.server'
import { bookingLinkMark } from './secret-links'

/** The customer's booking page links in what SMTP received, decoded from quoted-printable. */
const linksIn = (data: string) =>
  [
    ...data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
      .matchAll(/\/booking\/([A-Za-z0-9_-]{43})/g),
  ].map((m) => m[1])

let t: Awaited<ReturnType<typeof createTestContext>>
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let bookingId: string

beforeAll(async () => {
  t = await createTestContext()
  smtp = await startSmtpSink()
  await seedBusiness(t.context.db)
  const [booking] = await t.context.db.select({ id: bookingRequests.id }).from(bookingRequests).limit(1)
  bookingId = booking.id
})
afterAll(async () => {
  await smtp.close()
  await t.close()
})

describe('a booking page link in mail', () => {
  it('is made as the mail is sent: the customer gets a working link, the outbox only the mark', async () => {
    const mailer = createMailer({ db: t.context.db, smtpUrl: smtp.url })
    const text = `Hi Ann,\n\nYour booking page: ${bookingLinkMark(bookingId)}\n`
    const sent = await mailer.send({
      to: 'ann@example.com',
      subject: 'Your booking',
      text,
      related: { kind: 'booking', id: bookingId },
    })
    expect(await sent.delivered).toBe('sent')
    const received = smtp.received.at(-1)?.data ?? ''
    const [token] = linksIn(received)
    expect(token).toBeTruthy()
    expect((await resolveBookingToken(t.context.db, token))?.request.id).toBe(bookingId)
    expect(received).not.toContain('[booking page link')

    const [row] = await t.context.db.select().from(outbox).where(eq(outbox.id, sent.id))
    expect(row).toMatchObject({ state: 'sent', text })
    expect(row.text).not.toContain(token)
  })

  it('is a new link each time the mail is sent again, and both open the page', async () => {
    // First attempt: no mail server listens there, so the mail fails and waits in the outbox.
    const down = createMailer({ db: t.context.db, smtpUrl: 'smtp://127.0.0.1:9' })
    const sent = await down.send({
      to: 'ann@example.com',
      subject: 'Retry',
      text: bookingLinkMark(bookingId),
    })
    expect(await sent.delivered).toBe('failed')
    const up = createMailer({ db: t.context.db, smtpUrl: smtp.url })
    expect(await up.retry(sent.id)).toBe('sent')
    const first = linksIn(smtp.received.at(-1)?.data ?? '')[0]
    await t.context.db.update(outbox).set({ state: 'failed' }).where(eq(outbox.id, sent.id))
    expect(await up.retry(sent.id)).toBe('sent')
    const second = linksIn(smtp.received.at(-1)?.data ?? '')[0]
    expect(first).toBeTruthy()
    expect(second).toBeTruthy()
    expect(second).not.toBe(first)
    for (const token of [first, second])
      expect((await resolveBookingToken(t.context.db, token))?.request.id).toBe(bookingId)
    const [row] = await t.context.db.select().from(outbox).where(eq(outbox.id, sent.id))
    expect(row.text).toBe(bookingLinkMark(bookingId))
  })
})
