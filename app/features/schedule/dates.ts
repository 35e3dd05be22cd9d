import type { IsoDate, Month } from './calendar'

/**
 * Month and weekday names of a language, as the server's `Intl` writes them (decision 034). A Spanish
 * page receives them as data and writes its dates from them by hand, as calendar.ts does in English,
 * so the server's render and the browser's agree whatever ICU data each has.
 */
export type DateNames = { months: string[]; monthsShort: string[]; days: string[]; daysShort: string[] }

/** How the calendar writes a month, a block's days and a date, in the page's language. */
export type DateLabels = {
  month: (month: Month) => string
  range: (start: IsoDate, end: IsoDate) => string
  long: (date: IsoDate) => string
}

const parts = (date: IsoDate) => date.split('-').map(Number)
const weekdayOf = (date: IsoDate) => {
  const [y, m, d] = parts(date)
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

/** Spanish dates as `Intl.DateTimeFormat('es-US')` writes them: 'vie, 9 de ene – dom, 11 de ene de 2026'. */
export function spanishDateLabels(names: DateNames): DateLabels {
  const dayMonth = (date: IsoDate) => {
    const [, m, d] = parts(date)
    return `${names.daysShort[weekdayOf(date)]}, ${d} de ${names.monthsShort[m - 1]}`
  }
  return {
    month: (month) => {
      const [y, m] = month.split('-').map(Number)
      const name = names.months[m - 1]
      // A heading opens with a capital; Spanish month names are written in lower case.
      return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${y}`
    },
    range: (start, end) =>
      start.slice(0, 4) === end.slice(0, 4)
        ? `${dayMonth(start)} – ${dayMonth(end)} de ${end.slice(0, 4)}`
        : `${dayMonth(start)} de ${start.slice(0, 4)} – ${dayMonth(end)} de ${end.slice(0, 4)}`,
    long: (date) => {
      const [y, m, d] = parts(date)
      return `${d} de ${names.months[m - 1]} de ${y}`
    },
  }
}
