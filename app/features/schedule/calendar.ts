/**
 * Calendar dates of install blocks. A block's dates are plain calendar dates in
 * America/New_York ('YYYY-MM-DD'), never instants: arithmetic runs on UTC
 * midnights so no local time zone or daylight-saving change can shift a day.
 */

export const BUSINESS_TIME_ZONE = 'America/New_York'

export type IsoDate = string
/** A calendar month as 'YYYY-MM'. */
export type Month = string

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

const todayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today's date in Atlanta for the instant `now`. */
export function todayInBusinessZone(now: Date): IsoDate {
  const parts = Object.fromEntries(todayFormat.formatToParts(now).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

export function monthOf(date: IsoDate): Month {
  return date.slice(0, 7)
}

/** A 'YYYY-MM' month between 2000 and 2199, or null. */
export function parseMonth(value: string | null | undefined): Month | null {
  if (typeof value !== 'string') return null
  const m = MONTH_RE.exec(value)
  if (!m) return null
  const year = Number(m[1])
  return year >= 2000 && year < 2200 ? value : null
}

/** A real calendar date 'YYYY-MM-DD', or null. */
export function parseIsoDate(value: string): IsoDate | null {
  const m = DATE_RE.exec(value)
  if (!m) return null
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return toIso(d) === value ? value : null
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
export function weekday(date: IsoDate): number {
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
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

// Formatted by hand, not with Intl: the server's and the browser's ICU data
// may differ, and the page must hydrate to the same text.
export function monthLabel(month: Month): string {
  const [y, m] = month.split('-').map(Number)
  return `${MONTH_NAMES[m - 1]} ${y}`
}

function shortDate(date: IsoDate): string {
  const [, m, d] = date.split('-').map(Number)
  return `${DAY_NAMES[weekday(date)]}, ${MONTH_NAMES[m - 1].slice(0, 3)} ${d}`
}

/** 'December 21, 2026'. */
export function longDateLabel(date: IsoDate): string {
  const [y, m, d] = date.split('-').map(Number)
  return `${MONTH_NAMES[m - 1]} ${d}, ${y}`
}

/** 'Fri, Jan 9 – Sun, Jan 11, 2026' (the year once, or twice across New Year). */
export function dateRangeLabel(start: IsoDate, end: IsoDate): string {
  const sy = start.slice(0, 4)
  const ey = end.slice(0, 4)
  if (start === end) return `${shortDate(start)}, ${sy}`
  return sy === ey
    ? `${shortDate(start)} – ${shortDate(end)}, ${ey}`
    : `${shortDate(start)}, ${sy} – ${shortDate(end)}, ${ey}`
}

/** Weekend blocks (Friday on, `days` long) whose Friday lies in [from, to], in date order. */
export function weekendBlocks(
  from: IsoDate,
  to: IsoDate,
  days: number,
): { startDate: IsoDate; endDate: IsoDate }[] {
  const blocks: { startDate: IsoDate; endDate: IsoDate }[] = []
  let friday = addDays(from, (5 - weekday(from) + 7) % 7)
  while (friday <= to) {
    blocks.push({ startDate: friday, endDate: addDays(friday, days - 1) })
    friday = addDays(friday, 7)
  }
  return blocks
}
