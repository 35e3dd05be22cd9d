import { fill } from './fill'
import { numberFormat, pluralRules } from './intl-formats'

/**
 * Facts that are spans of time or percentages (decision 039): stored as values, `{ min: 2, max: 3,
 * unit: 'day' }`, and worded by each language's catalog (`app/content/<lang>/spans.ts`) with
 * `Intl.PluralRules` and `Intl.NumberFormat`, so no language is made by reading another's sentence.
 * Pure and small: English copy that the browser bundles words its spans here without an ICU compiler.
 */
type SpanUnit = 'hour' | 'day' | 'week' | 'percent'

/** From `min` to `max` of a unit; one figure when they are equal. */
export type Span = { min: number; max: number; unit: SpanUnit }

/** How a span reads: "2-3 days", "2-3 Days" (a stat), "24-48 hour" (before a noun), "+10-15%". */
export type SpanStyle = 'plain' | 'title' | 'adjective' | 'increase'

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** One language's words for spans: templates with `{name}` marks and plural forms by `Intl` rules. */
export type SpanWords = {
  /** The `Intl` locale whose plural rules and digits the figures follow. */
  locale: string
  /** Two figures: `{min}-{max}`. */
  range: string
  /** A figure before its unit: `{figure} {unit}`. */
  measure: string
  /** A percentage: `{figure}%`. */
  percent: string
  /** A percentage added to a price: `+{percent}`. */
  increase: string
  units: Record<Exclude<SpanUnit, 'percent'>, Plural>
  /** The units as a stat's label writes them ("Days"). */
  titleUnits: Record<Exclude<SpanUnit, 'percent'>, Plural>
  /** The units before a noun ("a 24-48 hour cure"). */
  adjectiveUnits: Record<Exclude<SpanUnit, 'percent'>, Plural>
}

const units = new Set<SpanUnit>(['hour', 'day', 'week', 'percent'])

/** Whether a stored value has a span's shape (a snapshot published before holds English text). */
export function isSpan(value: unknown): value is Span {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.min === 'number' &&
    typeof v.max === 'number' &&
    Number.isFinite(v.min) &&
    Number.isFinite(v.max) &&
    v.min <= v.max &&
    units.has(v.unit as SpanUnit)
  )
}

/** A span in a language's words: `wordSpan(enSpans, { min: 2, max: 3, unit: 'day' })` → "2-3 days". */
export function wordSpan(words: SpanWords, span: Span, style: SpanStyle = 'plain'): string {
  const number = numberFormat(words.locale, { maximumFractionDigits: 2 })
  const figure =
    span.min === span.max
      ? number.format(span.max)
      : fill(words.range, { min: number.format(span.min), max: number.format(span.max) })
  if (span.unit === 'percent') {
    const percent = fill(words.percent, { figure })
    return style === 'increase' ? fill(words.increase, { percent }) : percent
  }
  const forms =
    style === 'title' ? words.titleUnits : style === 'adjective' ? words.adjectiveUnits : words.units
  const plural = forms[span.unit]
  const rule = pluralRules(words.locale).select(span.max)
  return fill(words.measure, { figure, unit: plural[rule] ?? plural.other })
}
