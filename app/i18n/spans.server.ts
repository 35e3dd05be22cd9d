import { catalogs } from './catalogs.server'
import { formatMessage } from './format-copy.server'
import { numberFormat } from './intl-formats'
import { intlOf, type Lang } from './lang'
import type { Span, SpanStyle } from './spans'

/**
 * A span in a language's words, on the server: pages, mails and Remy (decision 039). The language's
 * catalog holds the ICU messages (`spans`), `Intl` the digits and the plural rules.
 */
export function spanIn(lang: Lang, span: Span, style: SpanStyle = 'plain'): string {
  const words = catalogs[lang].spans
  const say = (message: string, values: Record<string, string | number>) =>
    formatMessage(lang, message, values)
  const number = numberFormat(intlOf(lang), { maximumFractionDigits: 2 })
  const figure =
    span.min === span.max
      ? number.format(span.max)
      : say(words.range, { min: number.format(span.min), max: number.format(span.max) })
  if (span.unit === 'percent') {
    const percent = say(words.percent, { figure })
    return style === 'increase' ? say(words.increase, { percent }) : percent
  }
  const forms =
    style === 'title' ? words.titleUnits : style === 'adjective' ? words.adjectiveUnits : words.units
  return say(words.measure, { figure, unit: say(forms[span.unit], { n: span.max }) })
}
