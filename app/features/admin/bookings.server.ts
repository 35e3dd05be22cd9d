import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { isUniqueViolation } from '~/db/errors'
import {
  type BookingRequest,
  bookingRequests,
  bookingStatuses,
  type InstallationSlot,
  installationSlots,
} from '~/db/schema'
import type { Mailer } from '~/features/mail/mailer.server'
import { bookingLinkMark } from '~/features/mail/secret-links'
import { moveDeposit } from '~/features/payments/move.server'
import { decisionMail, invitationWords } from '~/features/schedule/customer-mails.server'
import { recordAction } from './audit.server'
import { calendarInvitation } from './calendar-invitation'
import type { Staff } from './session.server'

export type BookingStatus = (typeof bookingStatuses)[number]
export type BookingDecision = 'confirm' | 'decline' | 'cancel'

export type DecisionResult =
  | { ok: true; status: BookingStatus; mailId: string }
  | { ok: false; status: 404 | 409; error: string }

/** Which booking status each decision starts from and leads to, and what the block becomes. */
const transitions = {
  confirm: { from: 'pending', to: 'confirmed', slot: 'booked' },
  decline: { from: 'pending', to: 'declined', slot: 'available' },
  cancel: { from: 'confirmed', to: 'cancelled', slot: 'available' },
} as const

const activeStatuses = ['pending', 'confirmed'] as const

class Conflict extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Confirms, declines or cancels a booking request in one transaction: the
 * request and its block are locked, the request must still be in the state the
 * decision starts from, and a confirmation must be the block's only active
 * request. Declines and cancellations free the block. Then the customer is
 * mailed (after the commit, so a mail failure never undoes the decision).
 */
export async function decideBooking(
  db: Database,
  mailer: Mailer,
  staff: Staff,
  id: string,
  decision: BookingDecision,
): Promise<DecisionResult> {
  const step = transitions[decision]
  let decided: { request: BookingRequest; slot: InstallationSlot; movedFrom: InstallationSlot | null }
  try {
    decided = await db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.id, id))
        .for('update')
      if (!request) throw new Conflict(404, 'This booking request does not exist.')
      if (request.isSpam) throw new Conflict(409, 'This request is marked as spam; mark it not spam first.')
      if (request.status !== step.from) {
        throw new Conflict(
          409,
          `This request is already ${request.status}; it cannot be ${pastTense[decision]}.`,
        )
      }
      const [slot] = await tx
        .select()
        .from(installationSlots)
        .where(eq(installationSlots.id, request.slotId))
        .for('update')
      if (decision === 'confirm') {
        const others = await tx
          .select({ id: bookingRequests.id })
          .from(bookingRequests)
          .where(
            and(
              eq(bookingRequests.slotId, request.slotId),
              ne(bookingRequests.id, id),
              inArray(bookingRequests.status, activeStatuses),
              eq(bookingRequests.isSpam, false),
            ),
          )
        if (others.length || slot.status === 'booked' || slot.status === 'unavailable') {
          throw new Conflict(
            409,
            'This block already has another booking or is unavailable; it cannot be confirmed.',
          )
        }
      }
      const now = new Date()
      const [updated] = await tx
        .update(bookingRequests)
        .set({ status: step.to, updatedAt: now })
        .where(eq(bookingRequests.id, id))
        .returning()
      const [updatedSlot] = await tx
        .update(installationSlots)
        .set({ status: step.slot })
        // Never free a block a staff member has since taken off sale.
        .where(and(eq(installationSlots.id, slot.id), ne(installationSlots.status, 'unavailable')))
        .returning()
      await recordAction(tx, staff.email, decision, { kind: 'booking', id }, { slot: slot.startDate })
      const movedFrom = request.replacesId
        ? await settleMove(tx, staff, request.replacesId, decision === 'confirm', slot.startDate, id)
        : null
      return { request: updated, slot: updatedSlot ?? slot, movedFrom }
    })
  } catch (e) {
    if (e instanceof Conflict) return { ok: false, status: e.status, error: e.message }
    // The one-active-request index refused a second active request for the block.
    if (isUniqueViolation(e)) {
      return { ok: false, status: 409, error: 'This block already has another active booking request.' }
    }
    throw e
  }
  const link = bookingLinkMark(decided.request.id)
  const { id: mailId } = await mailer.send(
    customerMail(decided.request, decided.slot, decision, { link, movedFrom: decided.movedFrom }),
  )
  return { ok: true, status: decided.request.status, mailId }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * A decided move request: confirming it cancels the booking it
 * replaces and opens that block again; declining leaves that booking as it
 * was. Returns the old block, for the customer's mail.
 */
async function settleMove(
  tx: Tx,
  staff: Staff,
  oldId: string,
  confirmed: boolean,
  newStart: string,
  newId: string,
): Promise<InstallationSlot | null> {
  const [old] = await tx.select().from(bookingRequests).where(eq(bookingRequests.id, oldId)).for('update')
  if (!old) return null
  const [oldSlot] = await tx
    .select()
    .from(installationSlots)
    .where(eq(installationSlots.id, old.slotId))
    .for('update')
  if (!confirmed || (old.status !== 'pending' && old.status !== 'confirmed')) return oldSlot ?? null
  await tx
    .update(bookingRequests)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(eq(bookingRequests.id, oldId))
  await tx
    .update(installationSlots)
    .set({ status: 'available' })
    .where(and(eq(installationSlots.id, old.slotId), ne(installationSlots.status, 'unavailable')))
  await recordAction(tx, staff.email, 'moved', { kind: 'booking', id: oldId }, { to: newStart })
  // The deposit moves with the booking; the customer never pays twice (decision 041).
  await moveDeposit(tx, oldId, newId, staff.email)
  return oldSlot ?? null
}

const pastTense: Record<BookingDecision, string> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
}

/**
 * The customer's email for a decision; confirmations and cancellations carry
 * the calendar invite, and every one the link to the customer's booking page.
 * A decided move request (`movedFrom`, decision 024) says what became of the old block.
 */
export function customerMail(
  request: BookingRequest,
  slot: InstallationSlot,
  decision: BookingDecision,
  { link, movedFrom = null }: { link?: string; movedFrom?: InstallationSlot | null } = {},
) {
  // The customer hears back in the language they booked in; the dates and the invitation's times
  // are the same in every language (decisions 034, 039).
  const lang = request.language
  const invitation = (method: 'REQUEST' | 'CANCEL') => [
    {
      filename: 'installation.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: calendarInvitation({
        bookingId: request.id,
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        projectAddress: request.projectAddress,
        startDate: slot.startDate,
        endDate: slot.endDate,
        method,
        words: invitationWords(lang, slot.startDate, slot.endDate),
      }),
    },
  ]
  const withInvitation = decision === 'confirm' || decision === 'cancel'
  return {
    to: request.customerEmail,
    ...decisionMail(lang, request, slot, decision, { link, movedFrom }),
    ...(withInvitation ? { attachments: invitation(decision === 'cancel' ? 'CANCEL' : 'REQUEST') } : {}),
    related: { kind: 'booking', id: request.id },
  }
}

/** Booking requests with their blocks, by status; pending first by block date, the rest newest first. */
export function listBookings(db: Database, status: BookingStatus) {
  return db
    .select({
      id: bookingRequests.id,
      customerName: bookingRequests.customerName,
      customerEmail: bookingRequests.customerEmail,
      projectSize: bookingRequests.projectSize,
      projectType: bookingRequests.projectType,
      status: bookingRequests.status,
      createdAt: bookingRequests.createdAt,
      // The deposit (decision 041): its state and amounts in cents.
      depositStatus: bookingRequests.depositStatus,
      depositCents: bookingRequests.depositCents,
      depositRefundedCents: bookingRequests.depositRefundedCents,
      startDate: installationSlots.startDate,
      endDate: installationSlots.endDate,
      location: installationSlots.location,
    })
    .from(bookingRequests)
    .innerJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
    .where(and(eq(bookingRequests.status, status), eq(bookingRequests.isSpam, false)))
    .orderBy(status === 'pending' ? asc(installationSlots.startDate) : desc(bookingRequests.createdAt))
    .limit(500)
}

export async function bookingCounts(db: Database) {
  const rows = await db
    .select({ status: bookingRequests.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookingRequests)
    .where(eq(bookingRequests.isSpam, false))
    .groupBy(bookingRequests.status)
  return Object.fromEntries(
    bookingStatuses.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]),
  ) as Record<BookingStatus, number>
}

/** The calendar invitation a confirmed (or cancelled) booking's customer received, for staff to download. */
export async function bookingCalendarInvitation(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ request: bookingRequests, slot: installationSlots })
    .from(bookingRequests)
    .innerJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
    .where(eq(bookingRequests.id, id))
  if (!row || (row.request.status !== 'confirmed' && row.request.status !== 'cancelled')) return null
  return calendarInvitation({
    bookingId: row.request.id,
    customerName: row.request.customerName,
    customerEmail: row.request.customerEmail,
    projectAddress: row.request.projectAddress,
    startDate: row.slot.startDate,
    endDate: row.slot.endDate,
    method: row.request.status === 'confirmed' ? 'REQUEST' : 'CANCEL',
  })
}
