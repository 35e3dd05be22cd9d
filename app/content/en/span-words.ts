import { type Span, type SpanStyle, type SpanWords, wordSpan } from '../../i18n/spans'

/**
 * The English span words the browser bundles (English copy is worded at module load, in the browser
 * too): the catalog's forms (spans.ts in this folder's catalog) without an ICU compiler. A test holds
 * the two to the same text (app/i18n/spans.test.ts).
 */
export const spanWords: SpanWords = {
  locale: 'en-US',
  range: '{min}-{max}',
  measure: '{figure} {unit}',
  percent: '{figure}%',
  increase: '+{percent}',
  units: {
    hour: { one: 'hour', other: 'hours' },
    day: { one: 'day', other: 'days' },
    week: { one: 'week', other: 'weeks' },
  },
  titleUnits: {
    hour: { one: 'Hour', other: 'Hours' },
    day: { one: 'Day', other: 'Days' },
    week: { one: 'Week', other: 'Weeks' },
  },
  adjectiveUnits: {
    hour: { other: 'hour' },
    day: { other: 'day' },
    week: { other: 'week' },
  },
}

/** A span in English words, for the English copy (the browser bundles it: no ICU compiler). */
export function en(span: Span, style?: SpanStyle): string {
  return wordSpan(spanWords, span, style)
}
