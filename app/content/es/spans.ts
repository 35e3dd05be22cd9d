import type { spans as english } from '../en/spans'

/** How Spanish words a span of time or a percentage (decision 039): "2 a 3 días", "+10 a 15%". */
export const spans: typeof english = {
  range: '{min} a {max}',
  measure: '{figure} {unit}',
  percent: '{figure}%',
  increase: '+{percent}',
  units: {
    hour: '{n, plural, one {hora} other {horas}}',
    day: '{n, plural, one {día} other {días}}',
    week: '{n, plural, one {semana} other {semanas}}',
  },
  titleUnits: {
    hour: '{n, plural, one {hora} other {horas}}',
    day: '{n, plural, one {día} other {días}}',
    week: '{n, plural, one {semana} other {semanas}}',
  },
  adjectiveUnits: {
    hour: '{n, plural, one {hora} other {horas}}',
    day: '{n, plural, one {día} other {días}}',
    week: '{n, plural, one {semana} other {semanas}}',
  },
}
