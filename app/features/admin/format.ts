import { businessTimeZone } from '~/content/business'

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/**
 * A moment as Atlanta staff read it, e.g. "May 1, 2026 3:05 PM". Built from parts so the
 * server and every browser render the same characters (no hydration mismatch). Calendar dates
 * are written by the business calendar (`dayLabel`, `monthLabel`: decision 031).
 */
export function formatMoment(value: string | Date): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(value)).map((x) => [x.type, x.value]))
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`
}
