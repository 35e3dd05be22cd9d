import type { AppLoadContext } from 'react-router'
import { z } from 'zod'
import { booking, company } from '~/content/business'
import { photoFormMaxBytes } from '~/features/photos/limits'
import { takePhotoFiles } from '~/features/photos/photos.server'
import { humanWait, type RateLimitPolicy } from '~/features/security/rate-limit.server'
import { plainText } from '~/features/security/text'
import { readFormData } from '~/features/uploads/form-data.server'
import {
  addToBooking,
  type BookingPageContext,
  cancelByCustomer,
  type PageResult,
  requestMove,
} from './booking-page.server'

export type PageFailure = {
  ok: false
  status: 400 | 409 | 413 | 429
  error: string
  field?: string
  note?: string
  /** With 429: how long until the page takes changes again (the route's Retry-After). */
  retryAfterSeconds?: number
}

export type BookingPageActionContext = BookingPageContext & Pick<AppLoadContext, 'rateLimit'>

/**
 * The page's changes are counted per booking (whichever of its links they come
 * through) and per address, before any photo is decoded (decision 024).
 */
export const bookingPagePolicies = {
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
  note?: string,
): Promise<PageFailure | null> {
  const fromAddress = await ctx.rateLimit(bookingPagePolicies.ip, ctx.ip)
  const limit = fromAddress.ok ? await ctx.rateLimit(bookingPagePolicies.booking, bookingId) : fromAddress
  if (limit.ok) return null
  const wait = humanWait(limit.retryAfterSeconds)
  return {
    ok: false,
    status: 429,
    error: fromAddress.ok
      ? `This booking has taken ${booking.pageActionsPerBookingPerHour} changes in the last hour, the most we accept. Please try again in ${wait}, or call us at ${company.phone}.`
      : `We received ${booking.pageActionsPerIpPerHour} changes from your connection in the last hour, the most we accept. Please try again in ${wait}, or call us at ${company.phone}.`,
    retryAfterSeconds: limit.retryAfterSeconds,
    note,
  }
}

const noteSchema = z
  .string()
  .trim()
  .max(2000, 'Keep the note under 2,000 characters.')
  // The site's one rule for typed text (decision 019): controls, noncharacters, bidi overrides.
  .check(plainText('multi-line', 'Remove the invisible control characters from the note.'))

/** The booking page's one action: intent add (notes and photos), move or cancel. */
export async function bookingPageAction(
  ctx: BookingPageActionContext,
  bookingId: string,
  request: Request,
): Promise<Extract<PageResult, { ok: true }> | PageFailure> {
  const formData = await readFormData(request, photoFormMaxBytes)
  if (formData === 'too-large') {
    return {
      ok: false,
      status: 413,
      error: 'That upload is too large. Send at most 6 photos of 10 MB each.',
      field: 'photos',
    }
  }
  if (!formData)
    return { ok: false, status: 400, error: 'We could not read that form. Reload the page and try again.' }
  const files = takePhotoFiles(formData)
  const intent = formData.get('intent')
  if (intent === 'add') {
    const raw = String(formData.get('note') ?? '')
    const note = noteSchema.safeParse(raw)
    if (!note.success) {
      return {
        ok: false,
        status: 400,
        error: note.error.issues[0].message,
        field: 'note',
        note: raw.slice(0, 2000),
      }
    }
    const refused = await spend(ctx, bookingId, note.data)
    if (refused) return refused
    const result = await addToBooking(ctx, bookingId, { note: note.data || null, files })
    return result.ok ? result : { ...result, note: note.data }
  }
  if (intent === 'move') {
    const slot = z.uuid().safeParse(formData.get('slot_id'))
    if (!slot.success)
      return { ok: false, status: 400, error: 'Choose the block you would like instead.', field: 'slot_id' }
    return (await spend(ctx, bookingId)) ?? requestMove(ctx, bookingId, slot.data)
  }
  if (intent === 'cancel') {
    if (formData.get('confirm') !== 'yes') {
      return {
        ok: false,
        status: 400,
        error: 'Tick the box to confirm that you want to cancel.',
        field: 'confirm',
      }
    }
    return (await spend(ctx, bookingId)) ?? cancelByCustomer(ctx, bookingId)
  }
  return { ok: false, status: 400, error: 'Unknown action. Reload the page and try again.' }
}
