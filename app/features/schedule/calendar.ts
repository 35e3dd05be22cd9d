/**
 * The business's calendar, in one module (decision 031): today's date on the business's clock,
 * months, calendar-date arithmetic and every way a date is written. A block's dates are plain
 * calendar dates in the business's time zone ('YYYY-MM-DD'), never instants: arithmetic runs on UTC
 * midnights so no local time zone or daylight-saving change can shift a day.
 */
// Relative imports only: vite.config.ts and vitest.config.ts load this file (through
// features/site/build-year.ts) without Vite's `~/` alias.
import { booking, businessTimeZone, staffConsole } from '../../content/business'

export type IsoDate = string
/** A calendar month as 'YYYY-MM'. */
export type Month = string

/** The months the site opens: the public calendar, the API and the console alike (decision 031). */
const firstYear = 2000
const lastYear = 2100

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar date in `timeZone` at `instant`. */
export function calendarDateIn(instant: Date, timeZone: string): IsoDate {
  let format = dateFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dateFormats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** Today's date in Atlanta for the instant `now`. */
export function todayInBusinessZone(now: Date): IsoDate {
  return calendarDateIn(now, businessTimeZone)
}

export function monthOf(date: IsoDate): Month {
  return date.slice(0, 7)
}

/** A 'YYYY-MM' month from `firstYear` through `lastYear`, or null. */
export function parseMonth(value: string | null | undefined): Month | null {
  if (typeof value !== 'string') return null
  const m = MONTH_RE.exec(value)
  if (!m) return null
  const year = Number(m[1])
  return year >= firstYear && year <= lastYear ? value : null
}

/** A real calendar date 'YYYY-MM-DD', or null. */
export function parseIsoDate(value: string): IsoDate | null {
  if (!DATE_RE.test(value)) return null
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && toIso(d) === value ? value : null
}

function toUtc(date: IsoDate): Date {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d))
}

function toIso(d: Date): IsoDate {
  return d.toISOString().slice(0, 10)
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtc(date)
  d.setUTCDate(d.getUTCDate() + days)
  return toIso(d)
}

export function addMonths(month: Month, delta: number): Month {
  const [y, m] = month.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 1 + delta, 1))
  return toIso(d).slice(0, 7)
}

/** First and last day of a month, both inclusive. */
export function monthBounds(month: Month): { first: IsoDate; last: IsoDate } {
  const first = `${month}-01`
  return { first, last: addDays(`${addMonths(month, 1)}-01`, -1) }
}

/** 0 = Sunday ... 5 = Friday. */
function weekday(date: IsoDate): number {
  return toUtc(date).getUTCDay()
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

// Every date is written by hand from these names, not with Intl: the server's and the browser's ICU
// data may differ, and a page must hydrate to the same text.

/** A month's name: 1 → 'January'. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1]
}

/** 'March 2026'. */
export function monthLabel(month: Month): string {
  const [y, m] = month.split('-').map(Number)
  return `${monthName(m)} ${y}`
}

/** 'Fri, Jan 9' (no year). */
function weekdayAndDay(date: IsoDate): string {
  const [, m, d] = date.split('-').map(Number)
  return `${DAY_NAMES[weekday(date)].slice(0, 3)}, ${monthName(m).slice(0, 3)} ${d}`
}

/** 'December 21, 2026'. */
export function longDateLabel(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number)
  return `${monthName(m)} ${d}, ${y}`
}

/** 'Monday, December 21, 2026'. */
export function fullDateLabel(date: IsoDate): string {
  return `${DAY_NAMES[weekday(date)]}, ${longDateLabel(date)}`
}

/** 'Dec 21, 2026'. */
export function shortDateLabel(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number)
  return `${monthName(m).slice(0, 3)} ${d}, ${y}`
}

/** 'Mon, Dec 21, 2026'. */
export function dayLabel(date: IsoDate): string {
  return `${weekdayAndDay(date)}, ${date.slice(0, 4)}`
}

/** 'Fri, Jan 9 – Sun, Jan 11, 2026' (the year once, or twice across New Year). */
export function dateRangeLabel(start: IsoDate, end: IsoDate): string {
  const sy = start.slice(0, 4)
  const ey = end.slice(0, 4)
  if (start === end) return dayLabel(start)
  return sy === ey
    ? `${weekdayAndDay(start)} – ${weekdayAndDay(end)}, ${ey}`
    : `${dayLabel(start)} – ${dayLabel(end)}`
}

/**
 * The weekend install blocks whose first day lies in [from, to], in date order: each starts on
 * the configured weekday (Friday) and lasts `days` days (the business's block length).
 */
export function weekendBlocks(
  from: IsoDate,
  to: IsoDate,
  days: number = booking.blockDays,
): { startDate: IsoDate; endDate: IsoDate }[] {
  const blocks: { startDate: IsoDate; endDate: IsoDate }[] = []
  let start = addDays(from, (staffConsole.weekendBlockStartWeekday - weekday(from) + 7) % 7)
  while (start <= to) {
    blocks.push({ startDate: start, endDate: addDays(start, days - 1) })
    start = addDays(start, 7)
  }
  return blocks
}
