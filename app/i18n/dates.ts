import { intlOf, type Lang } from './lang'

/**
 * Calendar days as a language writes them in what the server sends whole: mails, invitations, PDFs
 * (decision 039). One way for every language: `Intl.DateTimeFormat` with the language's locale. A day
 * is formatted at noon UTC, which is the same day in Atlanta. Pages the browser hydrates write dates
 * from names instead (app/features/schedule/dates.ts), so server and browser agree whatever ICU data
 * each has.
 */
export type DayWriter = {
  /** 'Monday, December 21, 2026' · 'lunes, 21 de diciembre de 2026'. */
  full: (day: string) => string
  /** 'December 21, 2026' · '21 de diciembre de 2026'. */
  long: (day: string) => string
  /** 'Nov 14, 2026' · '14 nov 2026'. */
  short: (day: string) => string
  /** 'Fri, Jan 9 – Sun, Jan 11, 2026' · 'vie, 9 de ene – dom, 11 de ene de 2026' (the year once, or twice across New Year). */
  range: (start: string, end: string) => string
}

const noon = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`)
const writers = new Map<Lang, DayWriter>()

export function daysIn(lang: Lang): DayWriter {
  const known = writers.get(lang)
  if (known) return known
  const locale = intlOf(lang)
  const format = (options: Intl.DateTimeFormatOptions) => {
    const f = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options })
    return (day: string) => f.format(noon(day))
  }
  const full = format({ dateStyle: 'full' })
  const long = format({ dateStyle: 'long' })
  const dayMonth = format({ weekday: 'short', month: 'short', day: 'numeric' })
  const withYear = format({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })
  const writer: DayWriter = {
    full,
    long,
    short: format({ day: 'numeric', month: 'short', year: 'numeric' }),
    range: (start, end) => {
      if (start === end) return withYear(start)
      return start.slice(0, 4) === end.slice(0, 4)
        ? `${dayMonth(start)} – ${withYear(end)}`
        : `${withYear(start)} – ${withYear(end)}`
    },
  }
  writers.set(lang, writer)
  return writer
}
