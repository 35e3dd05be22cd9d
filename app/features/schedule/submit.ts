import type { BookingRequest } from './booking-schema'

export type SubmitOutcome =
  /** With a deposit, Stripe Checkout's page to send the visitor to (decision 041). */
  | { kind: 'success'; id: string; checkoutUrl?: string }
  /** The block went to someone else, or is no longer open: the calendar should reload. */
  | { kind: 'taken'; message: string }
  | { kind: 'error'; message: string }

/**
 * Sends a validated booking to POST /api/bookings and says what happened, in words for the visitor.
 * The request names the page's language, so the booking is stored in it and the answers come in it
 * (decision 039).
 */
export async function submitBooking(
  value: BookingRequest,
  words: { failure: string; taken: string; contentLanguage: string },
  fetcher: typeof fetch = fetch,
  /** The form's data when it holds photos: then it is sent as multipart, photos included. */
  withPhotos?: FormData,
): Promise<SubmitOutcome> {
  const failure = words.failure
  const language = { 'Content-Language': words.contentLanguage }
  let res: Response
  const photos = withPhotos?.getAll('photos').filter((f) => typeof f === 'object' && f.size > 0) ?? []
  try {
    res = await fetcher(
      '/api/bookings',
      photos.length && withPhotos
        ? { method: 'POST', headers: { Accept: 'application/json', ...language }, body: withPhotos }
        : {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...language },
            body: JSON.stringify(value),
          },
    )
  } catch {
    return { kind: 'error', message: failure }
  }
  const body = (await res.json().catch(() => null)) as {
    id?: string
    checkout_url?: string
    error?: string
    fieldErrors?: { photos?: string[] }
  } | null
  if (res.status === 201 && body?.id)
    return {
      kind: 'success',
      id: body.id,
      ...(body.checkout_url && /^https?:\/\//.test(body.checkout_url)
        ? { checkoutUrl: body.checkout_url }
        : {}),
    }
  if (res.status === 409 || res.status === 404) {
    return { kind: 'taken', message: body?.error ?? words.taken }
  }
  // Rate limited, or the database failed (503): the server's sentence says what to do.
  if ((res.status === 429 || res.status === 503) && body?.error) return { kind: 'error', message: body.error }
  if (
    (res.status === 400 || res.status === 413) &&
    body?.error &&
    (body.fieldErrors?.photos || res.status === 413)
  ) {
    return { kind: 'error', message: body.error }
  }
  return { kind: 'error', message: failure }
}
