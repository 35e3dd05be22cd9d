import { z } from 'zod'
import { photoFormMaxBytes } from '~/features/photos/limits'
import { takePhotoFiles } from '~/features/photos/photos.server'
import { plainText } from '~/features/security/text'
import { readFormData } from '~/features/uploads/form-data.server'
import {
  addToBooking,
  type BookingPageContext,
  cancelByCustomer,
  type PageResult,
  requestMove,
} from './booking-page.server'

export type PageFailure = { ok: false; status: 400 | 409 | 413; error: string; field?: string; note?: string }

const noteSchema = z
  .string()
  .trim()
  .max(2000, 'Keep the note under 2,000 characters.')
  // The site's one rule for typed text (decision 019): controls, noncharacters, bidi overrides.
  .check(plainText('multi-line', 'Remove the invisible control characters from the note.'))

/** The booking page's one action: intent add (notes and photos), move or cancel. */
export async function bookingPageAction(
  ctx: BookingPageContext,
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
    const result = await addToBooking(ctx, bookingId, { note: note.data || null, files })
    return result.ok ? result : { ...result, note: note.data }
  }
  if (intent === 'move') {
    const slot = z.uuid().safeParse(formData.get('slot_id'))
    if (!slot.success)
      return { ok: false, status: 400, error: 'Choose the block you would like instead.', field: 'slot_id' }
    return requestMove(ctx, bookingId, slot.data)
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
    return cancelByCustomer(ctx, bookingId)
  }
  return { ok: false, status: 400, error: 'Unknown action. Reload the page and try again.' }
}
