import { publishedContent } from '~/content/published'
import { catalogs } from '~/i18n/catalogs.server'
import { daysIn } from '~/i18n/dates'
import { formatMessage } from '~/i18n/format-copy.server'
import { intlOf, type Lang } from '~/i18n/lang'
import {
  type DepositRule,
  depositRuleOf,
  fullRefundDaysBefore,
  fullRefundUntil,
  holdMinutes,
  lateRefundPercent,
} from './deposit'
import { formatCents, percentOfCents } from './money'

/**
 * The deposit's words in a language (decision 041), from its catalog (app/content/<lang>/payments.ts):
 * one implementation for every language, amounts and dates written in it.
 */
export function depositWords(lang: Lang) {
  const w = catalogs[lang].payments
  const say = (message: string, values: Record<string, string | number> = {}) =>
    formatMessage(lang, message, values)
  const money = (cents: number) => formatCents(cents, intlOf(lang))
  const days = daysIn(lang)
  return {
    words: w,
    say,
    money,
    days,
    /** The deposit and its terms, as the dialog and the pricing page state them. */
    statement: (rule: DepositRule) => [
      rule.kind === 'fixed'
        ? say(w.depositFixed, { amount: money(rule.amountCents) })
        : say(w.depositPercent, { percent: rule.percent, minimum: money(rule.minimumCents) }),
      say(w.terms, { days: fullRefundDaysBefore, late: lateRefundPercent }),
      say(w.checkout, { minutes: holdMinutes }),
    ],
    /** The refund terms with the booking's own dates and figures. */
    datedTerms: (message: string, paidCents: number, installStart: string) =>
      say(message, {
        day: days.long(fullRefundUntil(installStart)),
        amount: money(paidCents),
        late: money(percentOfCents(paidCents, lateRefundPercent)),
        percent: lateRefundPercent,
      }),
  }
}

/** The deposit and its terms under the published rule, as the booking form shows them. */
export function depositStatement(lang: Lang): { lines: string[]; submit: string } {
  const d = depositWords(lang)
  return { lines: d.statement(depositRuleOf(publishedContent().facts)), submit: d.words.submit }
}
