import { staffConsole } from '~/content/business'

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: staffConsole.timeZone,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/**
 * A moment as Atlanta staff read it, e.g. "May 1, 2026 3:05 PM". Built from parts so the
 * server and every browser render the same characters (no hydration mismatch).
 */
export function formatMoment(value: string | Date): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(value)).map((x) => [x.type, x.value]))
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** A calendar date (yyyy-MM-dd) as "Fri, May 1, 2026". */
export function formatDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`)
  return `${weekdays[d.getUTCDay()]}, ${months[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`
}

/** A yyyy-MM month as "May 2026". */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${y}`
}
