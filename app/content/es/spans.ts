import { type Span, type SpanStyle, type SpanWords, wordSpan } from '../../i18n/spans'

/** How Spanish words a span of time or a percentage (decision 039): "2 a 3 días", "+10 a 15%". */
export const spanWords: SpanWords = {
  locale: 'es-US',
  range: '{min} a {max}',
  measure: '{figure} {unit}',
  percent: '{figure}%',
  increase: '+{percent}',
  units: {
    hour: { one: 'hora', other: 'horas' },
    day: { one: 'día', other: 'días' },
    week: { one: 'semana', other: 'semanas' },
  },
  titleUnits: {
    hour: { one: 'hora', other: 'horas' },
    day: { one: 'día', other: 'días' },
    week: { one: 'semana', other: 'semanas' },
  },
  adjectiveUnits: {
    hour: { one: 'hora', other: 'horas' },
    day: { one: 'día', other: 'días' },
    week: { one: 'semana', other: 'semanas' },
  },
}

/** A span in Spanish words. */
export function es(span: Span, style?: SpanStyle): string {
  return wordSpan(spanWords, span, style)
}
