import { and, desc, eq } from 'drizzle-orm'
import { businessTimeZone } from '~/content/business'
import type { Database } from '~/db/client.server'
import { type BookingRequest, depositRefunds } from '~/db/schema'
import { todayInBusinessZone } from '~/features/schedule/calendar'
import { dateTimeFormat } from '~/i18n/intl-formats'
import { intlOf, type Lang } from '~/i18n/lang'
import { depositWords } from './words.server'

/** What the customer's booking page says of the deposit (decision 041), in the page's language. */
export type DepositPanel = { heading: string; lines: string[] } | null

export async function depositPanel(
  db: Database,
  request: BookingRequest,
  installStart: string,
  lang: Lang,
  now = new Date(),
): Promise<DepositPanel> {
  if (!request.depositStatus || request.depositCents === null) return null
  const d = depositWords(lang)
  const w = d.words.page
  const amount = d.money(request.depositCents)
  const day = (at: Date) => d.days.long(todayInBusinessZone(at))
  const [lastRefund] = await db
    .select()
    .from(depositRefunds)
    .where(and(eq(depositRefunds.bookingId, request.id), eq(depositRefunds.status, 'succeeded')))
    .orderBy(desc(depositRefunds.settledAt))
    .limit(1)
  const [pending] = await db
    .select({ amountCents: depositRefunds.amountCents })
    .from(depositRefunds)
    .where(and(eq(depositRefunds.bookingId, request.id), eq(depositRefunds.status, 'pending')))
    .limit(1)
  const lines: string[] = []
  switch (request.depositStatus) {
    case 'awaiting': {
      const time = dateTimeFormat(intlOf(lang), {
        timeZone: businessTimeZone,
        hour: 'numeric',
        minute: '2-digit',
      }).format(request.checkoutExpiresAt ?? now)
      lines.push(d.say(w.awaiting, { amount, time }))
      break
    }
    case 'paid':
      lines.push(d.say(w.paid, { amount, day: day(request.depositPaidAt ?? now) }))
      if (request.status === 'pending' || request.status === 'confirmed')
        lines.push(d.datedTerms(w.termsDated, request.depositCents, installStart))
      break
    case 'expired':
      lines.push(d.say(w.expired, { amount }))
      break
    case 'refunded_partial':
      lines.push(
        d.say(w.refundedPartial, {
          refunded: d.money(request.depositRefundedCents),
          amount,
          day: day(lastRefund?.settledAt ?? now),
        }),
      )
      break
    case 'refunded_full':
      lines.push(d.say(w.refundedFull, { amount, day: day(lastRefund?.settledAt ?? now) }))
      break
  }
  if (pending) lines.push(d.say(w.refundPending, { refunded: d.money(pending.amountCents) }))
  return { heading: w.heading, lines }
}
