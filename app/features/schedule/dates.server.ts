import { dateTimeFormat } from '~/i18n/intl-formats'
import { intlOf, type Lang } from '~/i18n/lang'
import type { CalendarWords, DatePattern } from './dates'

/**
 * A language's date patterns and names, read from `Intl.DateTimeFormat` in its locale (decision 039):
 * the same writing as the server's mails (`daysIn`), sent to the page so it writes its dates from
 * them. A day is formatted at noon UTC, which is the same day in Atlanta.
 */
const noon = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d, 12))
// A day whose parts cannot be mistaken for one another: Friday 9 January 2026.
const sample = noon(2026, 0, 9)
const marks: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  weekday: '{weekday}',
  month: '{month}',
  day: '{day}',
  year: '{year}',
}

function patternOf(locale: string, options: Intl.DateTimeFormatOptions): DatePattern {
  const format = dateTimeFormat(locale, { timeZone: 'UTC', ...options })
  const partOf = (date: Date, type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(date).find((p) => p.type === type)?.value ?? ''
  const sampled = format.formatToParts(sample)
  const text = sampled
    // ICU may space with thin or narrow spaces; the page writes plain ones, the same in every browser.
    .map((p) => marks[p.type] ?? p.value.replace(/\s/g, ' '))
    .join('')
  const has = (type: Intl.DateTimeFormatPartTypes) => sampled.some((p) => p.type === type)
  return {
    text,
    ...(has('month') && Number.isNaN(Number(partOf(sample, 'month')))
      ? { months: Array.from({ length: 12 }, (_, i) => partOf(noon(2026, i, 15), 'month')) }
      : {}),
    // 2026-01-04 is a Sunday.
    ...(has('weekday')
      ? { weekdays: Array.from({ length: 7 }, (_, i) => partOf(noon(2026, 0, 4 + i), 'weekday')) }
      : {}),
  }
}

const known = new Map<Lang, CalendarWords>()

export function calendarWordsIn(lang: Lang): CalendarWords {
  const cached = known.get(lang)
  if (cached) return cached
  const locale = intlOf(lang)
  const words: CalendarWords = {
    month: patternOf(locale, { month: 'long', year: 'numeric' }),
    dayMonth: patternOf(locale, { weekday: 'short', month: 'short', day: 'numeric' }),
    dayMonthYear: patternOf(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
    long: patternOf(locale, { dateStyle: 'long' }),
    rangeSeparator: ' – ',
  }
  known.set(lang, words)
  return words
}
