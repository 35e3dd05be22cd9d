import { and, asc, eq, lte, ne, sql } from 'drizzle-orm'
import { reminderTiming } from '~/content/business'
import type { Database } from '~/db/client.server'
import { bookingRequests, installationSlots, jobRuns } from '~/db/schema'
import type { Mailer } from '~/features/mail/mailer.server'
import { bookingLinkMark } from '~/features/mail/secret-links'
import { erased } from '~/features/privacy/erasure.server'
import { addDays, calendarDateIn } from '~/features/schedule/calendar'
import { recordSkipped, sendOnce } from './claim.server'
import { type CustomerReminder, mailKey, reminderDueAt, tooLateReason } from './due'
import { careMail, preparationMail } from './reminder-mails.server'

export type ReminderSettings = {
  /** Public origin for links in mails (SITE_URL). */
  siteUrl: string
  /** Where the care mail asks for a review (REVIEW_URL); without it the mail asks for a reply. */
  reviewUrl?: string
  /** The business's time zone: reminders come due on Atlanta's calendar. */
  timeZone: string
}

type Context = { db: Database; mailer: Mailer }

export type CustomerMailCounts = {
  prepSent: number
  prepSkipped: number
  careSent: number
  careSkipped: number
  /** Mails another process claimed first (it sends them). */
  claimedElsewhere: number
}

const kinds: readonly CustomerReminder[] = ['prep', 'care']

const bookingColumns = {
  id: bookingRequests.id,
  customerName: bookingRequests.customerName,
  customerEmail: bookingRequests.customerEmail,
  projectAddress: bookingRequests.projectAddress,
  language: bookingRequests.language,
  startDate: installationSlots.startDate,
  endDate: installationSlots.endDate,
}

/** Confirmed, not spam, and not erased on request (its address is a placeholder now). */
const activeBooking = and(
  eq(bookingRequests.status, 'confirmed'),
  eq(bookingRequests.isSpam, false),
  ne(bookingRequests.customerEmail, erased.email),
)

/**
 * Confirmed bookings whose `kind` mail may have come due by `today` and has no
 * claim yet. Cancelled and declined bookings are never here: they get no reminders.
 */
function candidates(db: Database, kind: CustomerReminder, today: string) {
  const prefix = `${kind}:`
  const dateBound =
    kind === 'prep'
      ? lte(installationSlots.startDate, addDays(today, reminderTiming.preparationDaysBefore))
      : lte(installationSlots.endDate, addDays(today, -reminderTiming.careDaysAfter))
  return db
    .select(bookingColumns)
    .from(bookingRequests)
    .innerJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
    .where(
      and(
        activeBooking,
        dateBound,
        sql`not exists (select 1 from ${jobRuns} r where r.job = ${prefix} || ${bookingRequests.id}::text)`,
      ),
    )
    .orderBy(asc(installationSlots.startDate))
}

/**
 * Sends every customer reminder due at `at` that no process has sent or skipped:
 * the preparation checklist three days before a confirmed install, the care guide
 * and review request a week after it (decision 027). A mail that came due while
 * no server ran goes out now, unless it is too late to help; then it is recorded
 * as skipped and never sent.
 */
export async function sendDueCustomerMails(
  ctx: Context,
  at: Date,
  settings: ReminderSettings,
  claimedBy: string,
): Promise<CustomerMailCounts> {
  const counts: CustomerMailCounts = {
    prepSent: 0,
    prepSkipped: 0,
    careSent: 0,
    careSkipped: 0,
    claimedElsewhere: 0,
  }
  const today = calendarDateIn(at, settings.timeZone)
  for (const kind of kinds) {
    for (const booking of await candidates(ctx.db, kind, today)) {
      const dueAt = reminderDueAt(kind, booking, settings.timeZone)
      if (dueAt > at) continue
      const claim = { key: mailKey.customer(kind, booking.id), dueAt, claimedBy }
      const late = tooLateReason(kind, booking, at, settings.timeZone)
      if (late) {
        if (await recordSkipped(ctx.db, claim, late)) counts[`${kind}Skipped`]++
        else counts.claimedElsewhere++
        continue
      }
      const outcome = await sendOnce(ctx, claim, async (tx) => {
        // Read again under a lock: a cancellation racing this mail either waits for it or wins and no mail goes.
        const [current] = await tx
          .select(bookingColumns)
          .from(bookingRequests)
          .innerJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
          .where(and(eq(bookingRequests.id, booking.id), activeBooking))
          .for('share', { of: bookingRequests })
        if (!current) return null
        // The link itself is made as the mail is sent (decision 024).
        // A booking made in Spanish is reminded in Spanish (decision 034).
        const text =
          kind === 'prep'
            ? preparationMail(current.language, current, { bookingLink: bookingLinkMark(current.id) })
            : careMail(current.language, current, settings)
        return { to: current.customerEmail, ...text, related: { kind: 'booking', id: current.id } }
      })
      if (outcome.result === 'sent') counts[`${kind}Sent`]++
      else if (outcome.result === 'claimed elsewhere') counts.claimedElsewhere++
    }
  }
  return counts
}
