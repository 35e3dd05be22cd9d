import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/db/client.server'
import { bookingRequests, installationSlots } from '~/db/schema'
import { monthBounds, parseIsoDate, parseMonth, weekendBlocks } from '~/features/schedule/calendar'
import { recordAction } from './audit.server'
import type { Staff } from './session.server'

/** Longest range generated at once, so a typo cannot create decades of blocks. */
const maxGenerateDays = 366

const calendarDate = (label: string) =>
  z
    .string(`Enter the ${label} date.`)
    .trim()
    .refine((v) => parseIsoDate(v) !== null, `Enter the ${label} date as a real date (yyyy-mm-dd).`)

export const slotActionSchema = z.discriminatedUnion('intent', [
  z
    .object({ intent: z.literal('generate'), from: calendarDate('first'), to: calendarDate('last') })
    .refine((v) => v.to >= v.from, { message: 'The last date must be on or after the first.', path: ['to'] })
    .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= maxGenerateDays, {
      message: `Generate at most ${maxGenerateDays} days at a time.`,
      path: ['to'],
    }),
  z.object({ intent: z.literal('unavailable'), slotId: z.uuid('Unknown block.') }),
  z.object({ intent: z.literal('available'), slotId: z.uuid('Unknown block.') }),
  z.object({ intent: z.literal('remove'), slotId: z.uuid('Unknown block.') }),
  z.object({
    intent: z.literal('location'),
    slotId: z.uuid('Unknown block.'),
    location: z.string().trim().max(120, 'A location can be at most 120 characters.').default(''),
  }),
])

export type SlotAction = z.infer<typeof slotActionSchema>
export type SlotResult = { ok: true; message: string } | { ok: false; status: 404 | 409; error: string }

/** A month's blocks, each with its active booking (if any), by start date. */
export async function monthSlots(db: Database, month: string) {
  const valid = parseMonth(month)
  if (!valid) return null
  const range = monthBounds(valid)
  return db
    .select({
      id: installationSlots.id,
      startDate: installationSlots.startDate,
      endDate: installationSlots.endDate,
      status: installationSlots.status,
      location: installationSlots.location,
      bookingId: bookingRequests.id,
      customerName: bookingRequests.customerName,
      bookingStatus: bookingRequests.status,
    })
    .from(installationSlots)
    .leftJoin(
      bookingRequests,
      and(
        eq(bookingRequests.slotId, installationSlots.id),
        inArray(bookingRequests.status, ['pending', 'confirmed']),
        eq(bookingRequests.isSpam, false),
      ),
    )
    .where(and(gte(installationSlots.startDate, range.first), lte(installationSlots.startDate, range.last)))
    .orderBy(asc(installationSlots.startDate))
}

class Refused extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Applies a slot action in a transaction that locks the block, so a visitor's
 * request for it and a staff change never both win.
 */
export async function applySlotAction(db: Database, staff: Staff, action: SlotAction): Promise<SlotResult> {
  if (action.intent === 'generate') {
    const blocks = weekendBlocks(action.from, action.to)
    const created = blocks.length
      ? await db
          .insert(installationSlots)
          .values(blocks)
          .onConflictDoNothing()
          .returning({ id: installationSlots.id })
      : []
    await recordAction(db, staff.email, 'slots-generate', null, {
      from: action.from,
      to: action.to,
      created: created.length,
    })
    const skipped = blocks.length - created.length
    return {
      ok: true,
      message: `Generated ${created.length} weekend block${created.length === 1 ? '' : 's'}${skipped ? `; ${skipped} already existed` : ''}.`,
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const [slot] = await tx
        .select()
        .from(installationSlots)
        .where(eq(installationSlots.id, action.slotId))
        .for('update')
      if (!slot) throw new Refused(404, 'This block does not exist.')
      const subject = { kind: 'slot' as const, id: slot.id }
      if (action.intent === 'location') {
        const location = action.location || null
        await tx.update(installationSlots).set({ location }).where(eq(installationSlots.id, slot.id))
        await recordAction(tx, staff.email, 'slot-location', subject, { location })
        return { ok: true, message: location ? `Location set to ${location}.` : 'Location cleared.' }
      }
      const [active] = await tx
        .select({ id: bookingRequests.id, status: bookingRequests.status })
        .from(bookingRequests)
        .where(
          and(
            eq(bookingRequests.slotId, slot.id),
            inArray(bookingRequests.status, ['pending', 'confirmed']),
            eq(bookingRequests.isSpam, false),
          ),
        )
      if (active) {
        throw new Refused(409, `This block has a ${active.status} booking; decline or cancel it first.`)
      }
      if (action.intent === 'remove') {
        const [history] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(bookingRequests)
          .where(eq(bookingRequests.slotId, slot.id))
        if (history.n > 0) {
          throw new Refused(
            409,
            'This block has past booking requests on record; mark it unavailable instead.',
          )
        }
        await tx.delete(installationSlots).where(eq(installationSlots.id, slot.id))
        await recordAction(tx, staff.email, 'slot-remove', subject, { startDate: slot.startDate })
        return { ok: true, message: `Block ${slot.startDate} removed.` }
      }
      await tx
        .update(installationSlots)
        .set({ status: action.intent })
        .where(eq(installationSlots.id, slot.id))
      await recordAction(tx, staff.email, 'slot-status', subject, {
        status: action.intent,
        startDate: slot.startDate,
      })
      return { ok: true, message: `Block ${slot.startDate} is now ${action.intent}.` }
    })
  } catch (e) {
    if (e instanceof Refused) return { ok: false, status: e.status, error: e.message }
    throw e
  }
}
