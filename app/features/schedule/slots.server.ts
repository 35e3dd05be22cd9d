import { and, asc, count, gte, lte } from 'drizzle-orm'
import { booking } from '~/content/business'
import type { Database } from '~/db/client.server'
import { installationSlots } from '~/db/schema'
import { addMonths, type IsoDate, type Month, monthBounds, monthOf, weekendBlocks } from './calendar'

export type SlotStatus = 'available' | 'pending' | 'booked' | 'unavailable'

/** A slot as the calendar and GET /api/slots show it. */
export type SlotView = {
  id: string
  start_date: IsoDate
  end_date: IsoDate
  status: SlotStatus
  location: string | null
}

/**
 * The blocks starting in `month` (first and last day inclusive), by start date.
 * A block that has already started can no longer be requested, so it is shown
 * as unavailable whatever its stored status says.
 */
export async function listSlots(db: Database, month: Month, today: IsoDate): Promise<SlotView[]> {
  const { first, last } = monthBounds(month)
  const rows = await db
    .select({
      id: installationSlots.id,
      startDate: installationSlots.startDate,
      endDate: installationSlots.endDate,
      status: installationSlots.status,
      location: installationSlots.location,
    })
    .from(installationSlots)
    .where(and(gte(installationSlots.startDate, first), lte(installationSlots.startDate, last)))
    .orderBy(asc(installationSlots.startDate))
  return rows.map((r) => ({
    id: r.id,
    start_date: r.startDate,
    end_date: r.endDate,
    status: r.status === 'available' && r.startDate <= today ? 'unavailable' : r.status,
    location: r.location,
  }))
}

/**
 * Creates the weekend install blocks (Friday to Sunday) from `today` through the
 * end of the month `months` months after this one, skipping any that exist.
 * Safe to run again, and from several servers at once.
 */
export async function generateSlots(
  db: Database,
  { today, months }: { today: IsoDate; months: number },
): Promise<{ created: number; total: number }> {
  const until = monthBounds(addMonths(monthOf(today), months)).last
  const blocks = weekendBlocks(today, until, booking.blockDays)
  let created = 0
  for (let i = 0; i < blocks.length; i += 500) {
    const rows = await db
      .insert(installationSlots)
      .values(blocks.slice(i, i + 500))
      .onConflictDoNothing({ target: installationSlots.startDate })
      .returning({ id: installationSlots.id })
    created += rows.length
  }
  return { created, total: blocks.length }
}

export async function slotCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(installationSlots)
  return Number(row?.n ?? 0)
}
