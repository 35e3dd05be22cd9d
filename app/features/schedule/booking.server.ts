import { and, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { booking, company } from '~/content/business'
import { saveFailedRetryAfterSeconds } from '~/content/form-errors'
import { publishedContent } from '~/content/published'
import type { Database } from '~/db/client.server'
import { isUniqueViolation } from '~/db/errors'
import { bookingRequests, installationSlots, type BookingRequest as StoredBooking } from '~/db/schema'
import type { VisitSource } from '~/db/visit-source'
import { mintBookingLink } from '~/features/booking-page/token.server'
import { refusal } from '~/features/forms/refusal'
import { logger } from '~/features/logging/logger.server'
import {
  createCheckout,
  depositForNewBooking,
  removeUnmadeBooking,
} from '~/features/payments/checkout.server'
import { preparePhotos, storePhotos } from '~/features/photos/photos.server'
import type { RateLimitPolicy } from '~/features/security/rate-limit.server'
import { waitValues } from '~/features/security/rate-limit.server'
import { defaultLang, type Lang } from '~/i18n/lang'
import { languageForStaff } from '~/i18n/staff-names'
import type { BookingRequest } from './booking-schema'
import { dateRangeLabel, todayInBusinessZone } from './calendar'
import { bookingAcknowledgement } from './customer-mails.server'
import { type EstimateRecord, estimateRecord } from './handoff'
import { projectWordsIn } from './project-words.server'

export const bookingRatePolicy: RateLimitPolicy = {
  name: 'booking-ip',
  points: booking.requestsPerIpPerHour,
  durationSeconds: 60 * 60,
}

export type BookingContext = Pick<AppLoadContext, 'db' | 'mailer' | 'rateLimit' | 'ip' | 'payments'>

export type BookingOutcome =
  /** With a deposit (decision 041), the Stripe Checkout page the visitor is sent to. */
  | { ok: true; id: string; status: 'pending'; checkoutUrl?: string }
  | { ok: false; status: 404 | 409 | 429 | 503; error: string; retryAfterSeconds?: number }
  /** A photo that is not a picture, or too many or too large. */
  | { ok: false; status: 400; error: string; fieldErrors: { photos: string[] } }

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const NOT_FOUND = refusal('bookingService.blockNotFound')
const UNAVAILABLE = refusal('bookingService.blockUnavailable')
const STARTED = refusal('bookingService.blockStarted')
const BLOCK_TAKEN = refusal('bookingService.blockTaken')

/**
 * A visitor's request for an install block, shared by
 * POST /api/bookings and the /schedule action. The request is stored as
 * 'pending' and the block put on hold in one transaction; the database's
 * partial unique index guarantees one active request per block, so of two
 * visitors racing for a block one gets the hold and the other a 409.
 * A filled honeypot is stored as spam, holds nothing and sends no mail.
 */
export async function requestBooking(
  ctx: BookingContext,
  input: BookingRequest,
  {
    sourcePage,
    source = null,
    photos = [],
    now = new Date(),
    language = 'en',
  }: {
    sourcePage: string
    source?: VisitSource | null
    photos?: readonly File[]
    now?: Date
    /** The language the customer booked in: their mails and booking page are in it (decision 034). */
    language?: Lang
  },
): Promise<BookingOutcome> {
  // Counted before any photo is decoded: a client already refused never reaches the decoder (decision 024).
  const limit = await ctx.rateLimit(bookingRatePolicy, ctx.ip)
  if (!limit.ok) {
    return {
      ok: false,
      status: 429,
      error: refusal('bookingService.rateLimited', waitValues(limit.retryAfterSeconds)),
      retryAfterSeconds: limit.retryAfterSeconds,
    }
  }

  // Photos are checked before anything is held, so a bad file refuses the request and keeps the form.
  const prepared = await preparePhotos(photos, { client: ctx.ip })
  if (!prepared.ok) {
    return { ok: false, status: 400, error: prepared.error, fieldErrors: { photos: [prepared.error] } }
  }

  const today = todayInBusinessZone(now)
  const estimate = input.estimate ? estimateRecord(input.estimate, today) : null
  const isSpam = Boolean(input.website?.trim())
  // With payments configured, the booking holds its block while the visitor pays (decision 041).
  const deposit = isSpam ? null : depositForNewBooking(ctx, estimate?.total ?? null, now)

  let stored: { id: string; startDate: string; endDate: string }
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const [slot] = await tx
        .select()
        .from(installationSlots)
        .where(eq(installationSlots.id, input.slot_id))
        .for('update')
      if (!slot) return { ok: false as const, status: 404 as const, error: NOT_FOUND }
      if (!isSpam) {
        if (slot.status === 'pending') return conflict(BLOCK_TAKEN)
        if (slot.status !== 'available') return conflict(UNAVAILABLE)
        if (slot.startDate <= today) return conflict(STARTED)
      }
      const [row] = await tx
        .insert(bookingRequests)
        .values({
          slotId: slot.id,
          customerName: input.customer_name,
          customerEmail: input.customer_email,
          customerPhone: input.customer_phone,
          projectAddress: input.project_address,
          projectSize: input.project_size,
          projectType: input.project_type,
          preferredFinish: input.preferred_finish,
          notes: input.notes,
          status: 'pending',
          estimate,
          // The prices this booking's figures came from (decision 033), also without an estimate.
          priceBookVersion: publishedContent().priceBookVersion,
          isSpam,
          sourcePage,
          source,
          language,
          ...(deposit
            ? {
                depositStatus: 'awaiting' as const,
                depositCents: deposit.depositCents,
                checkoutExpiresAt: deposit.expiresAt,
              }
            : {}),
        })
        .returning({ id: bookingRequests.id })
      await storePhotos(tx, prepared.photos, { kind: 'booking', id: row.id })
      if (!isSpam && !(await holdSlot(tx, slot.id))) {
        // Unreachable while the row lock is held; refuse rather than double-book.
        throw new BlockTakenError()
      }
      return { ok: true as const, id: row.id, startDate: slot.startDate, endDate: slot.endDate }
    })
    if (!result.ok) return result
    stored = result
  } catch (e) {
    if (e instanceof BlockTakenError || isUniqueViolation(e)) return conflict(BLOCK_TAKEN)
    // Any other database failure: nothing was stored; the visitor keeps the form
    // and is told to try again, never shown an error page (decision 019).
    logger.error({ err: e }, 'booking not stored')
    return {
      ok: false,
      status: 503,
      error: refusal('saveFailed.booking', { phone: company.phone }),
      retryAfterSeconds: saveFailedRetryAfterSeconds,
    }
  }

  if (deposit) {
    const checkout = await createCheckout(ctx, {
      id: stored.id,
      customerEmail: input.customer_email,
      language,
      depositCents: deposit.depositCents,
      expiresAt: deposit.expiresAt,
      startDate: stored.startDate,
      endDate: stored.endDate,
    })
    if (!checkout) {
      // Stripe failed: the booking is undone and the block free again; nothing was charged (decision 041).
      await removeUnmadeBooking(ctx.db, stored.id)
      return {
        ok: false,
        status: 503,
        error: refusal('payments.checkoutFailed', { phone: company.phone }),
        retryAfterSeconds: saveFailedRetryAfterSeconds,
      }
    }
    // The mails go out when the deposit is paid (fulfilment), not for a hold that may lapse.
    return { ok: true, id: stored.id, status: 'pending', checkoutUrl: checkout.url }
  }
  if (!isSpam) await sendBookingMails(ctx, input, stored, estimate, language)
  return { ok: true, id: stored.id, status: 'pending' }
}

const conflict = (error: string) => ({ ok: false as const, status: 409 as const, error })

class BlockTakenError extends Error {}

/** Puts an available block on hold for a request (badge 'Requested'). False if it was not available. */
export async function holdSlot(db: Database | Tx, slotId: string): Promise<boolean> {
  const rows = await db
    .update(installationSlots)
    .set({ status: 'pending' })
    .where(and(eq(installationSlots.id, slotId), eq(installationSlots.status, 'available')))
    .returning({ id: installationSlots.id })
  return rows.length === 1
}

/** The request as the visitor sent it, from its stored row: the mails are written from it. */
export function bookingInputOf(row: StoredBooking): BookingRequest {
  return {
    slot_id: row.slotId,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    project_address: row.projectAddress,
    project_size: row.projectSize,
    project_type: row.projectType,
    preferred_finish: row.preferredFinish,
    notes: row.notes,
  } as BookingRequest
}

/**
 * The visitor's acknowledgement and the staff notice. Mail failing never loses the stored request.
 * With a paid deposit (decision 041), both name it and the customer's states the refund terms.
 */
export async function sendBookingMails(
  ctx: Pick<AppLoadContext, 'db' | 'mailer'>,
  input: BookingRequest,
  stored: { id: string; startDate: string; endDate: string },
  estimate: EstimateRecord | null,
  language: Lang,
  deposit: { customerLines: string[]; staffLine: string } | null = null,
) {
  const range = dateRangeLabel(stored.startDate, stored.endDate)
  // Staff read the default language (decision 034): the project as its booking form names it.
  const staffWords = projectWordsIn(defaultLang)
  const project = [
    staffWords.size(input.project_size),
    staffWords.type(input.project_type).toLowerCase(),
    input.preferred_finish ? `${staffWords.finish(input.preferred_finish).toLowerCase()} finish` : null,
  ]
    .filter(Boolean)
    .join(', ')
  const estimateLine = estimate
    ? `Estimate: ${staffWords.estimate(estimate)} (price locked until ${estimate.validUntil})`
    : null
  const writtenIn = languageForStaff(language)
  const related = { kind: 'booking', id: stored.id }
  const link = await mintBookingLink(ctx.db, stored.id)
  const staff = [
    `New booking request for ${range}.`,
    '',
    `Name: ${input.customer_name}`,
    `Email: ${input.customer_email}`,
    `Phone: ${input.customer_phone ?? '—'}`,
    `Address: ${input.project_address}`,
    `Project: ${project}`,
    ...(estimateLine ? [estimateLine] : []),
    `Notes: ${input.notes ?? '—'}`,
    ...(deposit ? [deposit.staffLine] : []),
    // Staff read English; they are told the customer's language so they answer in it (decision 034).
    ...(writtenIn
      ? [
          `Written in ${writtenIn}: the customer booked from the ${writtenIn} page; their mails are in ${writtenIn}.`,
        ]
      : []),
    '',
    `The block is on hold. Confirm or decline it within ${booking.contactWithinHours} hours.`,
    `Reference: ${stored.id}`,
  ].join('\n')
  try {
    // The customer hears back in the language they booked in (decisions 034, 039).
    await ctx.mailer.send({
      to: input.customer_email,
      ...bookingAcknowledgement(language, input, stored, estimate, link, deposit?.customerLines),
      related,
    })
    await ctx.mailer.send({
      to: ctx.mailer.staffEmail,
      subject: `New booking request: ${range}${writtenIn ? ` (written in ${writtenIn})` : ''}`,
      text: staff,
      related,
    })
  } catch (e) {
    logger.error({ err: e, booking: stored.id }, 'booking mail failed')
  }
}
