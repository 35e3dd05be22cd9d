import { and, asc, eq, gte } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { bookingRequests, installationSlots, staffCalendarFeeds } from '~/db/schema'
import { siteUrl } from '~/env.server'
import { hashBookingToken, newBookingToken } from '~/features/booking-page/token.server'
import { addDays, todayInBusinessZone } from '~/features/schedule/calendar'
import { recordAction } from './audit.server'
import { installFeed } from './calendar-feed'
import type { Staff } from './session.server'

/** Past installs stay in the feed this long, so the crew can look back at last month's jobs. */
const KEEP_PAST_DAYS = 60

/** The subscription URL for a token. */
export const calendarFeedUrl = (token: string) => `${siteUrl()}/admin/calendar.ics?token=${token}`

/** When the staff member's current feed link was made, or null if they have none. */
export async function calendarFeedSince(db: Database, staffId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: staffCalendarFeeds.createdAt })
    .from(staffCalendarFeeds)
    .where(eq(staffCalendarFeeds.staffId, staffId))
  return row?.createdAt ?? null
}

/**
 * A new feed token for a staff member; the old one stops working at once.
 * Only its hash is stored, so the URL is shown once, right after this.
 */
export async function rotateCalendarToken(db: Database, staff: Staff): Promise<string> {
  const token = newBookingToken()
  const tokenHash = hashBookingToken(token)
  await db.transaction(async (tx) => {
    await tx
      .insert(staffCalendarFeeds)
      .values({ staffId: staff.id, tokenHash })
      .onConflictDoUpdate({ target: staffCalendarFeeds.staffId, set: { tokenHash, createdAt: new Date() } })
    await recordAction(tx, staff.email, 'calendar-rotate', null)
  })
  return token
}

/** Turns the staff member's feed off. */
export async function revokeCalendarToken(db: Database, staff: Staff): Promise<void> {
  await db.delete(staffCalendarFeeds).where(eq(staffCalendarFeeds.staffId, staff.id))
}

/**
 * The iCalendar feed a token opens, or null for an unknown token (always
 * hashed and looked up, so unknown and known cost the same).
 */
export async function calendarFeedFor(db: Database, token: string, now = new Date()): Promise<string | null> {
  const [feed] = await db
    .select({ staffId: staffCalendarFeeds.staffId })
    .from(staffCalendarFeeds)
    .where(eq(staffCalendarFeeds.tokenHash, hashBookingToken(token)))
  if (!feed) return null
  const since = addDays(todayInBusinessZone(now), -KEEP_PAST_DAYS)
  const installs = await db
    .select({
      bookingId: bookingRequests.id,
      customerName: bookingRequests.customerName,
      customerPhone: bookingRequests.customerPhone,
      customerEmail: bookingRequests.customerEmail,
      projectAddress: bookingRequests.projectAddress,
      projectSize: bookingRequests.projectSize,
      projectType: bookingRequests.projectType,
      startDate: installationSlots.startDate,
      endDate: installationSlots.endDate,
      location: installationSlots.location,
    })
    .from(bookingRequests)
    .innerJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
    .where(
      and(
        eq(bookingRequests.status, 'confirmed'),
        eq(bookingRequests.isSpam, false),
        gte(installationSlots.endDate, since),
      ),
    )
    .orderBy(asc(installationSlots.startDate))
    .limit(1000)
  return installFeed(installs, siteUrl())
}
