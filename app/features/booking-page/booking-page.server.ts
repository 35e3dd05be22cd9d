import { and, asc, count, desc, eq, gt, inArray, ne } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { booking, company } from '~/content/business'
import type { Database } from '~/db/client.server'
import { isUniqueViolation } from '~/db/errors'
import {
  type BookingRequest,
  bookingCustomerNotes,
  bookingLinks,
  bookingRequests,
  type InstallationSlot,
  installationSlots,
} from '~/db/schema'
import { recordAction } from '~/features/admin/audit.server'
import { refusal } from '~/features/forms/refusal'
import { logger } from '~/features/logging/logger.server'
import { refundDeposit } from '~/features/payments/refunds.server'
import { photoLimits } from '~/features/photos/limits'
import { photoCount, photoRoomMessage, preparePhotos, storePhotos } from '~/features/photos/photos.server'
import { holdSlot } from '~/features/schedule/booking.server'
import { addDays, type IsoDate, todayInBusinessZone } from '~/features/schedule/calendar'
import { bookingFacts } from '~/features/schedule/customer-mails.server'
import type { EstimateRecord } from '~/features/schedule/handoff'
import type { Lang } from '~/i18n/lang'
import { customerCancelledMails, moveRequestedMails } from './mails'
import { hashBookingToken, mintBookingLink } from './token.server'

export type BookingPageContext = Pick<AppLoadContext, 'db' | 'mailer' | 'ip' | 'payments'>
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Who the audit log names for what a customer does on their own page. */
const CUSTOMER_ACTOR = 'the customer'
/** The link works until this many days after the install's last day. */
export const LINK_VALID_DAYS_AFTER_INSTALL = 30

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/
const MAX_CHAIN = 10

type Row = { request: BookingRequest; slot: InstallationSlot }

async function bookingRow(db: Pick<Database, 'select'>, id: string): Promise<Row | null> {
  const [row] = await db
    .select({ request: bookingRequests, slot: installationSlots })
    .from(bookingRequests)
    .innerJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
    .where(eq(bookingRequests.id, id))
  return row ?? null
}

/**
 * The booking a token opens, or null. The token is always hashed and looked
 * up, well-formed or not, so an unknown token costs what a known one does.
 * A link minted for a move request opens the booking it would replace while
 * the move is undecided; a confirmed move is followed to the new booking.
 * Past 30 days after the install's last day the link is dead (null).
 */
export async function resolveBookingToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<Row | null> {
  const hash = hashBookingToken(token)
  const [link] = await db
    .select({ bookingId: bookingLinks.bookingId })
    .from(bookingLinks)
    .where(eq(bookingLinks.tokenHash, hash))
  if (!link || !TOKEN_RE.test(token)) return null
  let row = await bookingRow(db, link.bookingId)
  if (!row || row.request.isSpam) return null
  if (row.request.replacesId && (row.request.status === 'pending' || row.request.status === 'declined')) {
    row = (await bookingRow(db, row.request.replacesId)) ?? row
  }
  for (let i = 0; i < MAX_CHAIN; i++) {
    const [next] = await db
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(and(eq(bookingRequests.replacesId, row.request.id), eq(bookingRequests.status, 'confirmed')))
    if (!next) break
    row = (await bookingRow(db, next.id)) ?? row
  }
  const lastDay = addDays(row.slot.endDate, LINK_VALID_DAYS_AFTER_INSTALL)
  if (todayInBusinessZone(now) > lastDay) return null
  return row
}

export type BookingPageView = Awaited<ReturnType<typeof bookingPageView>>

/** Everything the customer's page shows. */
export async function bookingPageView(db: Database, row: Row, now = new Date(), lang: Lang = 'en') {
  const { request, slot } = row
  // The page writes the booking's facts in the customer's language: dates, project and estimate
  // (decisions 034, 039).
  const words = bookingFacts(lang)
  const range = words.days.range
  const today = todayInBusinessZone(now)
  const [moves, notes, photos, openBlocks] = await Promise.all([
    db
      .select({ request: bookingRequests, slot: installationSlots })
      .from(bookingRequests)
      .innerJoin(installationSlots, eq(installationSlots.id, bookingRequests.slotId))
      .where(eq(bookingRequests.replacesId, request.id))
      .orderBy(desc(bookingRequests.createdAt))
      .limit(1),
    db
      .select({
        id: bookingCustomerNotes.id,
        body: bookingCustomerNotes.body,
        createdAt: bookingCustomerNotes.createdAt,
      })
      .from(bookingCustomerNotes)
      .where(eq(bookingCustomerNotes.bookingId, request.id))
      .orderBy(asc(bookingCustomerNotes.createdAt)),
    photoCount(db, { kind: 'booking', id: request.id }),
    db
      .select()
      .from(installationSlots)
      .where(and(eq(installationSlots.status, 'available'), gt(installationSlots.startDate, today)))
      .orderBy(asc(installationSlots.startDate))
      .limit(24),
  ])
  const move = moves[0]
  const estimate = request.estimate as EstimateRecord | null
  const started = slot.startDate <= today
  const active = request.status === 'pending' || request.status === 'confirmed'
  const pendingMove = move?.request.status === 'pending'
  return {
    status: request.status,
    customerName: request.customerName,
    range: range(slot.startDate, slot.endDate),
    startDate: slot.startDate,
    endDate: slot.endDate,
    location: slot.location,
    address: request.projectAddress,
    project: [
      words.size(request.projectSize),
      words.type(request.projectType),
      request.preferredFinish ? words.pageFinish(request.preferredFinish) : null,
    ]
      .filter(Boolean)
      .join(' · '),
    estimate:
      estimate && typeof estimate.minTotal === 'number'
        ? { summary: words.estimate(estimate), validUntil: words.lockedUntil(estimate.validUntil) }
        : null,
    move: move
      ? {
          status: move.request.status,
          range: range(move.slot.startDate, move.slot.endDate),
        }
      : null,
    notes: notes.map((n) => ({ id: n.id, body: n.body, createdAt: n.createdAt.toISOString() })),
    photoCount: photos,
    photoRoom: Math.max(0, photoLimits.maxPhotos - photos),
    noteRoom: Math.max(0, booking.customerNotesMax - notes.length),
    canChange: active && !started,
    canMove: active && !started && !pendingMove,
    started,
    openBlocks: openBlocks
      .filter((b) => b.id !== slot.id)
      .map((b) => ({ id: b.id, label: range(b.startDate, b.endDate), location: b.location })),
  }
}

export type PageResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 409; error: string; field?: string }

/** What a booking that already holds the most notes it can says to one more. */
export const NOTES_FULL = refusal('bookingPage.notesFull', {
  count: booking.customerNotesMax,
  phone: company.phone,
})

const started = () => refusal('bookingPage.started', { phone: company.phone })
const NOT_ACTIVE = refusal('bookingPage.notActive')
const UNAVAILABLE = refusal('bookingService.blockUnavailable')

/** A booking the customer can still change or add to: not declined, cancelled or replaced. */
const isActiveStatus = (status: string | undefined) => status === 'pending' || status === 'confirmed'

class Refused extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

async function lockActive(tx: Tx, id: string, today: IsoDate): Promise<Row> {
  const [request] = await tx.select().from(bookingRequests).where(eq(bookingRequests.id, id)).for('update')
  if (!isActiveStatus(request?.status)) throw new Refused(409, NOT_ACTIVE)
  const [slot] = await tx
    .select()
    .from(installationSlots)
    .where(eq(installationSlots.id, request.slotId))
    .for('update')
  if (slot.startDate <= today) throw new Refused(409, started())
  return { request, slot }
}

/**
 * The customer cancels from their page: the booking (and any move request
 * still waiting) is cancelled and its block opens again, in one transaction;
 * the audit log says "by the customer"; then staff and the customer are mailed.
 */
export async function cancelByCustomer(
  ctx: BookingPageContext,
  id: string,
  now = new Date(),
): Promise<PageResult> {
  const today = todayInBusinessZone(now)
  let row: Row
  let wasConfirmed: boolean
  try {
    ;({ row, wasConfirmed } = await ctx.db.transaction(async (tx) => {
      const locked = await lockActive(tx, id, today)
      const moves = await tx
        .select()
        .from(bookingRequests)
        .where(and(eq(bookingRequests.replacesId, id), eq(bookingRequests.status, 'pending')))
        .for('update')
      const ids = [id, ...moves.map((m) => m.id)]
      await tx
        .update(bookingRequests)
        .set({ status: 'cancelled', updatedAt: now })
        .where(inArray(bookingRequests.id, ids))
      await tx
        .update(installationSlots)
        .set({ status: 'available' })
        // A block staff took off sale stays off sale.
        .where(
          and(
            inArray(installationSlots.id, [locked.slot.id, ...moves.map((m) => m.slotId)]),
            ne(installationSlots.status, 'unavailable'),
          ),
        )
      await recordAction(
        tx,
        CUSTOMER_ACTOR,
        'customer-cancel',
        { kind: 'booking', id },
        { slot: locked.slot.startDate },
      )
      return { row: locked, wasConfirmed: locked.request.status === 'confirmed' }
    }))
  } catch (e) {
    if (e instanceof Refused) return { ok: false, status: e.status, error: e.message }
    throw e
  }
  const link = await mintBookingLink(ctx.db, id)
  await sendAll(
    ctx,
    customerCancelledMails(row.request, row.slot, { link, wasConfirmed, staffEmail: ctx.mailer.staffEmail }),
  )
  // A paid deposit comes back by the terms: in full up to 7 days before the install, half later
  // (decision 041). A refund Stripe refuses stays on the booking for staff; the cancellation stands.
  await refundDeposit(ctx, id, { by: 'customer', requestedBy: CUSTOMER_ACTOR, now })
  return { ok: true, message: 'cancelled' }
}

/**
 * The customer asks to move to another block: a new pending request for that
 * block (held at once, like any request), linked to this booking. Staff
 * confirm or decline it in the console; this booking's block stays held until
 * they do, and a confirmation cancels it.
 */
export async function requestMove(
  ctx: BookingPageContext,
  id: string,
  slotId: string,
  now = new Date(),
): Promise<PageResult> {
  const today = todayInBusinessZone(now)
  let created: { request: BookingRequest; slot: InstallationSlot; from: Row }
  try {
    created = await ctx.db.transaction(async (tx) => {
      const from = await lockActive(tx, id, today)
      const [waiting] = await tx
        .select({ id: bookingRequests.id })
        .from(bookingRequests)
        .where(and(eq(bookingRequests.replacesId, id), eq(bookingRequests.status, 'pending')))
      if (waiting) throw new Refused(409, refusal('bookingPage.moveAlreadyAsked'))
      const [slot] = await tx
        .select()
        .from(installationSlots)
        .where(eq(installationSlots.id, slotId))
        .for('update')
      if (!slot || slot.id === from.slot.id || slot.status !== 'available' || slot.startDate <= today) {
        throw new Refused(409, UNAVAILABLE)
      }
      const r = from.request
      const [request] = await tx
        .insert(bookingRequests)
        .values({
          slotId: slot.id,
          customerName: r.customerName,
          customerEmail: r.customerEmail,
          customerPhone: r.customerPhone,
          projectAddress: r.projectAddress,
          projectSize: r.projectSize,
          projectType: r.projectType,
          preferredFinish: r.preferredFinish,
          notes: r.notes,
          estimate: r.estimate,
          source: r.source,
          sourcePage: '/booking',
          replacesId: r.id,
          status: 'pending',
          // The move keeps the customer's language, so its mails and page stay in it (decision 034).
          language: r.language,
        })
        .returning()
      if (!(await holdSlot(tx, slot.id))) throw new Refused(409, UNAVAILABLE)
      await recordAction(
        tx,
        CUSTOMER_ACTOR,
        'customer-move',
        { kind: 'booking', id },
        { slot: slot.startDate, request: request.id },
      )
      return { request, slot, from }
    })
  } catch (e) {
    if (e instanceof Refused) return { ok: false, status: e.status, error: e.message, field: 'slot_id' }
    if (isUniqueViolation(e)) {
      return {
        ok: false,
        status: 409,
        error: refusal('bookingService.blockTaken'),
        field: 'slot_id',
      }
    }
    throw e
  }
  const link = await mintBookingLink(ctx.db, created.request.id)
  await sendAll(
    ctx,
    moveRequestedMails(created.from, created.request, created.slot, {
      link,
      staffEmail: ctx.mailer.staffEmail,
    }),
  )
  return { ok: true, message: 'move-requested' }
}

/** The notes and photos a booking holds now. */
async function heldBy(db: Pick<Database, 'select'>, id: string) {
  const [[notes], photos] = await Promise.all([
    db.select({ n: count() }).from(bookingCustomerNotes).where(eq(bookingCustomerNotes.bookingId, id)),
    photoCount(db, { kind: 'booking', id }),
  ])
  return { notes: Number(notes?.n ?? 0), photos }
}

/**
 * Notes and photos from the customer. Photos are checked before anything is
 * stored, so a file that is not a picture refuses the whole submission with a
 * message for the photo field, and the note stays in the form.
 *
 * The bounds (6 photos, `booking.customerNotesMax` notes) are checked twice:
 * before decoding, so a full booking never reaches the decoder, and again in the
 * transaction that stores, under the booking row's lock. Parallel adds queue on
 * that lock and each counts what the ones before it stored, so ten at once
 * store at most six photos (decision 024).
 */
export async function addToBooking(
  ctx: BookingPageContext,
  id: string,
  input: { note: string | null; files: File[] },
): Promise<PageResult> {
  if (!input.note && !input.files.length) {
    return { ok: false, status: 400, error: refusal('bookingPage.nothingToSend'), field: 'note' }
  }
  // A cancelled or declined booking takes nothing more (its page no longer offers it).
  const isActive = async (db: Pick<Database, 'select'>, lock: boolean) => {
    const query = db
      .select({ status: bookingRequests.status })
      .from(bookingRequests)
      .where(eq(bookingRequests.id, id))
    const [row] = lock ? await query.for('update') : await query
    return isActiveStatus(row?.status)
  }
  if (!(await isActive(ctx.db, false))) return { ok: false, status: 409, error: NOT_ACTIVE }
  // Too many photos for the room the page showed is the form's mistake (400); room taken
  // by another add in the meantime is a conflict (409).
  const overLimit = (held: { notes: number; photos: number }, photos: number, overRoom: 400 | 409) =>
    input.note && held.notes >= booking.customerNotesMax
      ? new Refused(409, NOTES_FULL, 'note')
      : held.photos + photos > photoLimits.maxPhotos
        ? new Refused(overRoom, photoRoomMessage(photoLimits.maxPhotos - held.photos), 'photos')
        : null
  const before = overLimit(await heldBy(ctx.db, id), input.files.length, 400)
  if (before) return { ok: false, status: before.status, error: before.message, field: before.field }
  const prepared = await preparePhotos(input.files, { client: ctx.ip })
  if (!prepared.ok) return { ok: false, status: 400, error: prepared.error, field: 'photos' }
  try {
    await ctx.db.transaction(async (tx) => {
      // Again under a lock: a cancellation racing this either waits for it or wins.
      if (!(await isActive(tx, true))) throw new Refused(409, NOT_ACTIVE)
      const full = overLimit(await heldBy(tx, id), prepared.photos.length, 409)
      if (full) throw full
      if (input.note) await tx.insert(bookingCustomerNotes).values({ bookingId: id, body: input.note })
      await storePhotos(tx, prepared.photos, { kind: 'booking', id })
      await recordAction(
        tx,
        CUSTOMER_ACTOR,
        'customer-added',
        { kind: 'booking', id },
        {
          note: Boolean(input.note),
          photos: prepared.photos.length,
        },
      )
      await tx.update(bookingRequests).set({ updatedAt: new Date() }).where(eq(bookingRequests.id, id))
    })
  } catch (e) {
    if (e instanceof Refused) return { ok: false, status: e.status, error: e.message, field: e.field }
    throw e
  }
  return { ok: true, message: 'added' }
}

/** The customer's notes on a booking, for the console. */
export function customerNotesOn(db: Database, bookingId: string) {
  return db
    .select()
    .from(bookingCustomerNotes)
    .where(eq(bookingCustomerNotes.bookingId, bookingId))
    .orderBy(asc(bookingCustomerNotes.createdAt))
}

async function sendAll(
  ctx: BookingPageContext,
  mails: Parameters<BookingPageContext['mailer']['send']>[0][],
) {
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail)
    } catch (e) {
      // The change is committed and visible to staff; a lost mail is logged, never fatal.
      logger.error({ err: e }, 'booking page mail failed')
    }
  }
}
