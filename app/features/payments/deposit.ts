/**
 * The deposit a booking takes and what a cancellation refunds (decision 041). Pure: the published
 * rule, the booking's estimate and the install's first day in, cents and dates out.
 */
import { depositDefault } from '~/content/business'
import type { DepositRule } from '~/content/published'
import { addDays, type IsoDate, todayInBusinessZone } from '~/features/schedule/calendar'
import { centsOfDollars, isCents, percentOfCents } from './money'

export type { DepositRule }

/** The published rule, or the default $250.00 when none was published (facts older than the rule). */
export function depositRuleOf(facts: { deposit?: DepositRule }): DepositRule {
  const rule = facts.deposit
  return rule && isValidRule(rule) ? rule : { ...depositDefault }
}

export function isValidRule(rule: DepositRule): boolean {
  if (rule.kind === 'fixed') return isCents(rule.amountCents) && rule.amountCents >= 50
  return (
    rule.kind === 'percent' &&
    Number.isFinite(rule.percent) &&
    rule.percent > 0 &&
    rule.percent <= 100 &&
    isCents(rule.minimumCents) &&
    rule.minimumCents >= 50
  )
}

/**
 * The deposit for a booking: the fixed amount, or the percentage of the estimate's total with the
 * minimum as a floor. A booking without an estimate pays the minimum. (Stripe charges at least
 * $0.50, so the console refuses a rule below it.)
 */
export function depositAmountCents(rule: DepositRule, estimateTotalDollars: number | null): number {
  if (rule.kind === 'fixed') return rule.amountCents
  if (estimateTotalDollars === null || !Number.isFinite(estimateTotalDollars)) return rule.minimumCents
  return Math.max(rule.minimumCents, percentOfCents(centsOfDollars(estimateTotalDollars), rule.percent))
}

/** How long a block is held while the visitor pays: the Checkout Session's life. */
export const holdMinutes = 30

/** Days before the install's first day (Atlanta's calendar) up to which a cancellation refunds in full. */
export const fullRefundDaysBefore = 7
/** The share refunded when the customer cancels later. */
export const lateRefundPercent = 50

/** The last Atlanta date on which a customer's cancellation is refunded in full. */
export function fullRefundUntil(installStart: IsoDate): IsoDate {
  return addDays(installStart, -fullRefundDaysBefore)
}

export type RefundReason =
  /** The customer cancelled at least 7 days before the install. */
  | 'cancelled-early'
  /** The customer cancelled later: half is kept. */
  | 'cancelled-late'
  /** Staff declined the request. */
  | 'declined'
  /** Staff chose to refund in full on a cancellation. */
  | 'staff-full'
  /** The payment completed after its hold had ended and the block was taken meanwhile. */
  | 'block-taken'

/**
 * What a cancellation refunds under the business's terms: in full when the customer cancels on or
 * before `fullRefundUntil` (dates on Atlanta's clock, so daylight saving never moves the line), half
 * later; in full when staff decline, choose to, or the block was taken before the payment arrived.
 */
export function refundFor(
  paidCents: number,
  {
    installStart,
    at,
    by,
  }: { installStart: IsoDate; at: Date; by: 'customer' | 'declined' | 'staff-full' | 'block-taken' },
): { amountCents: number; reason: RefundReason } {
  if (by !== 'customer') return { amountCents: paidCents, reason: by }
  if (todayInBusinessZone(at) <= fullRefundUntil(installStart))
    return { amountCents: paidCents, reason: 'cancelled-early' }
  return { amountCents: percentOfCents(paidCents, lateRefundPercent), reason: 'cancelled-late' }
}
