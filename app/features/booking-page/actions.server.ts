import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { AppLoadContext } from 'react-router'
import { z } from 'zod'
import { booking, company } from '~/content/business'
import { refusal } from '~/features/forms/refusal'
import { requiredFields } from '~/features/forms/required'
import { photoFormMaxBytes, photoLimits } from '~/features/photos/limits'
import { takePhotoFiles } from '~/features/photos/photos.server'
import { type RateLimitPolicy, waitValues } from '~/features/security/rate-limit.server'
import { plainText } from '~/features/security/text'
import { readFormData } from '~/features/uploads/form-data.server'
import {
  addToBooking,
  type BookingPageContext,
  cancelByCustomer,
  type PageResult,
  requestMove,
} from './booking-page.server'

/**
 * A refused change: the line the page shows and Conform's reply (the messages
 * under their fields, the note as typed), as every form answers (decision 003).
 */
export type PageFailure = {
  ok: false
  status: 400 | 409 | 413 | 429
  error: string
  reply: SubmissionResult<string[]>
  /** With 429: how long until the page takes changes again (the route's Retry-After). */
  retryAfterSeconds?: number
}

export type BookingPageActionContext = BookingPageContext & Pick<AppLoadContext, 'rateLimit'>

/**
 * The page's changes are counted per booking (whichever of its links they come
 * through) and per address, before any photo is decoded (decision 024).
 */
const bookingPagePolicies = {
  booking: {
    name: 'booking-page-booking',
    points: booking.pageActionsPerBookingPerHour,
    durationSeconds: 60 * 60,
  },
  ip: { name: 'booking-page-ip', points: booking.pageActionsPerIpPerHour, durationSeconds: 60 * 60 },
} satisfies Record<string, RateLimitPolicy>

/** One change spent, or the 429 that says when the page takes changes again. */
async function spend(
  ctx: BookingPageActionContext,
  bookingId: string,
): Promise<Omit<PageFailure, 'reply'> | null> {
  const fromAddress = await ctx.rateLimit(bookingPagePolicies.ip, ctx.ip)
  const limit = fromAddress.ok ? await ctx.rateLimit(bookingPagePolicies.booking, bookingId) : fromAddress
  if (limit.ok) return null
  return {
    ok: false,
    status: 429,
    error: fromAddress.ok
      ? refusal('bookingPage.bookingRateLimited', {
          count: booking.pageActionsPerBookingPerHour,
          phone: company.phone,
          ...waitValues(limit.retryAfterSeconds),
        })
      : refusal('bookingPage.addressRateLimited', {
          count: booking.pageActionsPerIpPerHour,
          phone: company.phone,
          ...waitValues(limit.retryAfterSeconds),
        }),
    retryAfterSeconds: limit.retryAfterSeconds,
  }
}

const noteSchema = z
  .string()
  .trim()
  .max(2000, refusal('bookingPage.noteTooLong', { max: 2000 }))
  // The site's one rule for typed text (decision 019): controls, noncharacters, bidi overrides.
  .check(plainText('multi-line', refusal('bookingPage.noteControlCharacters')))

/** The page's three forms, told apart by their intent (photos are read from the form apart). */
export const bookingPageSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('add'), note: noteSchema.optional() }),
    z.object({ intent: z.literal('move'), slot_id: z.uuid(refusal('bookingPage.moveBlockMissing')) }),
    z.object({
      intent: z.literal('cancel'),
      confirm: z.literal('yes', refusal('bookingPage.cancelNotConfirmed')),
    }),
  ],
  { error: refusal('bookingPage.unknownAction') },
)

/** The booking page's one action: intent add (notes and photos), move or cancel. */
export async function bookingPageAction(
  ctx: BookingPageActionContext,
  bookingId: string,
  request: Request,
): Promise<Extract<PageResult, { ok: true }> | PageFailure> {
  const formData = await readFormData(request, photoFormMaxBytes)
  if (formData === 'too-large') {
    const error = refusal('bookingPage.uploadTooLarge', {
      photos: photoLimits.maxPhotos,
      mb: photoLimits.maxBytesEach / 1048576,
    })
    return { ok: false, status: 413, error, reply: { status: 'error', error: { photos: [error] } } }
  }
  if (!formData) {
    const error = refusal('bookingPage.unreadable')
    return { ok: false, status: 400, error, reply: { status: 'error', error: { '': [error] } } }
  }
  const files = takePhotoFiles(formData)
  const submission = parseWithZod(formData, { schema: bookingPageSchema })
  if (submission.status !== 'success') {
    const messages = Object.values(submission.error ?? {}).flat()
    const error = messages[0] ?? refusal('bookingPage.unknownAction')
    return { ok: false, status: 400, error, reply: submission.reply() }
  }
  const input = submission.value
  const refused = await spend(ctx, bookingId)
  if (refused) return { ...refused, reply: submission.reply() }
  const result =
    input.intent === 'add'
      ? await addToBooking(ctx, bookingId, {
          note: input.note || null,
          files,
        })
      : input.intent === 'move'
        ? await requestMove(ctx, bookingId, input.slot_id)
        : await cancelByCustomer(ctx, bookingId)
  if (result.ok) return result
  const fieldErrors = result.field ? { [result.field]: [result.error] } : undefined
  return { ...result, reply: submission.reply({ fieldErrors }) }
}

/**
 * What each of the page's forms refuses empty, for its marks (decision 003): the schema stays on the
 * server, and the page gets the names.
 */
export function bookingPageRequired() {
  return {
    add: requiredFields(bookingPageSchema, { intent: 'add' }),
    move: requiredFields(bookingPageSchema, { intent: 'move' }),
    cancel: requiredFields(bookingPageSchema, { intent: 'cancel' }),
  }
}
