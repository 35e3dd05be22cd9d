/**
 * When each reminder mail comes due and when it is too late to be worth sending
 * (decision 027). Pure functions of a booking's block dates and an instant, so the
 * job, `npm run jobs:run -- --now <ISO>` and the tests agree.
 */
import { reminderTiming } from '~/content/business'
import { parseClock, zonedInstant } from '~/features/jobs/schedule'
import { addDays, calendarDateIn, type IsoDate } from '~/features/schedule/calendar'

export type CustomerReminder = 'prep' | 'care'

/** The instant a wall-clock time ('HH:MM') happens on a calendar date in `timeZone`. */
function instantOn(date: IsoDate, at: string, timeZone: string): Date {
  const minutes = parseClock(at)
  if (minutes === null) throw new Error(`Bad time of day "${at}"`)
  const [year, month, day] = date.split('-').map(Number)
  return zonedInstant({ year, month, day }, minutes, timeZone)
}

export type Block = { startDate: IsoDate; endDate: IsoDate }

/** When a customer mail comes due: before the block's first day, or after its last day. */
export function reminderDueAt(kind: CustomerReminder, block: Block, timeZone: string): Date {
  const date =
    kind === 'prep'
      ? addDays(block.startDate, -reminderTiming.preparationDaysBefore)
      : addDays(block.endDate, reminderTiming.careDaysAfter)
  return instantOn(date, reminderTiming.customerMailAt, timeZone)
}

/**
 * Why a mail that came due should no longer go out at `at` (after downtime, or a
 * booking confirmed late), or null when it should. A checklist is useless once the
 * crew has started; a care mail is still useful for a while, then it is an afterthought.
 */
export function tooLateReason(
  kind: CustomerReminder,
  block: Block,
  at: Date,
  timeZone: string,
): string | null {
  const today = calendarDateIn(at, timeZone)
  if (kind === 'prep') return today >= block.startDate ? 'the install had started' : null
  const last = addDays(block.endDate, reminderTiming.careTooLateAfterDays)
  return today > last ? `more than ${reminderTiming.careTooLateAfterDays} days after the install` : null
}

/** The unique key of each mail: the job-run row that is its claim. */
export const mailKey = {
  customer: (kind: CustomerReminder, bookingId: string) => `${kind}:${bookingId}`,
  digest: (date: IsoDate) => `digest:${date}`,
}
