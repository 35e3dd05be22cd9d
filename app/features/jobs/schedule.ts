/**
 * When scheduled jobs come due: pure functions of a schedule and an instant, so
 * the scheduler, `npm run jobs:run -- --now <ISO>` and the tests all agree.
 */

/**
 * - `daily`: once a day at a wall-clock time in a time zone (e.g. 03:00 in
 *   America/New_York, whatever daylight saving says).
 * - `every`: every N minutes, aligned to the hour in UTC (N divides 1440), for
 *   jobs that look for work themselves (reminder mails).
 */
export type Schedule = { kind: 'daily'; at: string; timeZone: string } | { kind: 'every'; minutes: number }

const CLOCK_RE = /^([01]\d|2[0-3]):([0-5]\d)$/

/** 'HH:MM' (24-hour) as minutes after midnight, or null. */
export function parseClock(value: string): number | null {
  const m = CLOCK_RE.exec(value.trim())
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

const formats = new Map<string, Intl.DateTimeFormat>()
function formatIn(timeZone: string) {
  let f = formats.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formats.set(timeZone, f)
  }
  return f
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The wall-clock reading in `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string): Wall {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a wall-clock time happens in `timeZone` on a calendar day.
 * A time skipped by a spring-forward change (02:30 on that Sunday) happens at the
 * same distance past the change (03:30); a time that happens twice in the autumn
 * is taken the first time, so a daily job runs once either way.
 */
export function zonedInstant(
  day: { year: number; month: number; day: number },
  minutesAfterMidnight: number,
  timeZone: string,
): Date {
  const naive = Date.UTC(day.year, day.month - 1, day.day, 0, minutesAfterMidnight)
  // Offsets a few hours either side cover the change; the earlier one wins an ambiguity.
  const before = offsetAt(naive - 12 * 3600_000, timeZone)
  const after = offsetAt(naive + 12 * 3600_000, timeZone)
  const first = naive - before
  if (offsetAt(first, timeZone) === before) return new Date(first)
  const second = naive - after
  if (offsetAt(second, timeZone) === after) return new Date(second)
  // Skipped wall time: read it with the offset in force before the change.
  return new Date(first)
}

function addCalendarDays(day: { year: number; month: number; day: number }, days: number) {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** Checks a schedule; a message for the operator, or null when it is good. */
export function scheduleProblem(schedule: Schedule): string | null {
  if (schedule.kind === 'daily') {
    if (parseClock(schedule.at) === null) return `"${schedule.at}" is not a time of day as HH:MM (24-hour)`
    try {
      formatIn(schedule.timeZone)
    } catch {
      return `"${schedule.timeZone}" is not a time zone`
    }
    return null
  }
  const n = schedule.minutes
  if (!Number.isInteger(n) || n < 1 || n > 1440 || 1440 % n !== 0)
    return `every ${n} minutes: use a whole number of minutes that divides a day (1, 5, 15, 60, 1440…)`
  return null
}

/** The most recent time the schedule came due at or before `now` (the run that should have happened). */
export function latestDue(schedule: Schedule, now: Date): Date {
  if (schedule.kind === 'every') {
    const step = schedule.minutes * 60_000
    return new Date(Math.floor(now.getTime() / step) * step)
  }
  const at = parseClock(schedule.at)
  if (at === null) throw new Error(`Bad schedule time "${schedule.at}"`)
  const today = wallClock(now, schedule.timeZone)
  for (let back = 0; back <= 2; back++) {
    const candidate = zonedInstant(addCalendarDays(today, -back), at, schedule.timeZone)
    if (candidate.getTime() <= now.getTime()) return candidate
  }
  throw new Error('unreachable: a daily time comes due within two days')
}

/** The first time the schedule comes due strictly after `now`. */
export function nextDue(schedule: Schedule, now: Date): Date {
  if (schedule.kind === 'every') {
    const step = schedule.minutes * 60_000
    return new Date((Math.floor(now.getTime() / step) + 1) * step)
  }
  const at = parseClock(schedule.at)
  if (at === null) throw new Error(`Bad schedule time "${schedule.at}"`)
  const today = wallClock(now, schedule.timeZone)
  for (let ahead = 0; ahead <= 2; ahead++) {
    const candidate = zonedInstant(addCalendarDays(today, ahead), at, schedule.timeZone)
    if (candidate.getTime() > now.getTime()) return candidate
  }
  throw new Error('unreachable: a daily time comes due within two days')
}
