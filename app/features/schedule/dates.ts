import type { IsoDate, Month } from './calendar'

/**
 * How a language writes a month, a block's days and a date, as the server's `Intl` writes them in
 * its locale (decision 039): a pattern with `{weekday}`, `{month}`, `{day}` and `{year}` marks, and the
 * names it uses there (`dates.server.ts`). The page receives them as data and writes its dates from
 * them by hand, so the server's render and the browser's agree whatever ICU data each has. One way for
 * every language: no language's date is written here.
 */
export type DatePattern = {
  text: string
  /** Month names as the pattern uses them, January first. */
  months?: string[]
  /** Weekday names as the pattern uses them, Sunday first (as `Date#getUTCDay` counts). */
  weekdays?: string[]
}

export type CalendarWords = {
  /** A month and its year: the calendar's heading. */
  month: DatePattern
  /** A day without its year: a block's first day, when its last day names the year. */
  dayMonth: DatePattern
  /** A day with its year: a block's last day. */
  dayMonthYear: DatePattern
  /** A date written out: how long an estimate's price is locked. */
  long: DatePattern
  /** Between a block's first and last days: ' – '. */
  rangeSeparator: string
}

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

function write(pattern: DatePattern, date: IsoDate): string {
  const [y, m, d] = parts(date)
  const values: Record<string, string> = {
    weekday: pattern.weekdays?.[weekdayOf(date)] ?? '',
    month: pattern.months?.[m - 1] ?? String(m),
    day: String(d),
    year: String(y),
  }
  return pattern.text.replace(/\{(\w+)\}/g, (mark, name: string) => values[name] ?? mark)
}

/** The page's date writers, from its language's patterns. */
export function dateLabelsOf(words: CalendarWords): DateLabels {
  return {
    month: (month) => {
      const text = write(words.month, `${month}-01`)
      // A heading opens with a capital, whatever case a language writes its month names in.
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}`
    },
    range: (start, end) => {
      if (start === end) return write(words.dayMonthYear, start)
      const first = start.slice(0, 4) === end.slice(0, 4) ? words.dayMonth : words.dayMonthYear
      return `${write(first, start)}${words.rangeSeparator}${write(words.dayMonthYear, end)}`
    },
    long: (date) => write(words.long, date),
  }
}
