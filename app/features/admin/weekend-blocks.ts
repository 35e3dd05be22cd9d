import { booking, staffConsole } from '~/content/business'

const isoDate = /^\d{4}-\d{2}-\d{2}$/

export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Longest range generated at once, so a typo cannot create decades of blocks. */
export const maxGenerateDays = 366

/**
 * The weekend install blocks that start within [from, to] (calendar dates): each
 * starts on the configured weekday (Friday) and lasts `booking.blockDays` days.
 */
export function weekendBlocks(from: string, to: string): { startDate: string; endDate: string }[] {
  const start = new Date(`${from}T00:00:00Z`)
  const offset = (staffConsole.weekendBlockStartWeekday - start.getUTCDay() + 7) % 7
  const blocks: { startDate: string; endDate: string }[] = []
  for (let day = addDays(from, offset); day <= to; day = addDays(day, 7)) {
    blocks.push({ startDate: day, endDate: addDays(day, booking.blockDays - 1) })
  }
  return blocks
}

/** The first and last day of a yyyy-MM month, or null for anything else. */
export function monthRange(month: string): { first: string; last: string } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month)
  if (!m) return null
  const year = Number(m[1])
  const mon = Number(m[2])
  if (mon < 1 || mon > 12 || year < 2000 || year > 2100) return null
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate()
  return { first: `${m[1]}-${m[2]}-01`, last: `${m[1]}-${m[2]}-${String(last).padStart(2, '0')}` }
}

/** The month before or after a yyyy-MM month. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 1 + by, 1))
  return d.toISOString().slice(0, 7)
}

/** Today's calendar date in the business's time zone (install dates are calendar dates there). */
export function todayInBusinessZone(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: staffConsole.timeZone }).format(now)
}
