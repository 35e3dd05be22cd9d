import { parseWithZod } from '@conform-to/zod/v4'
import { readSource } from '~/features/attribution/cookie.server'
import { invalidInput } from '~/features/forms/outcome'
import { refusal } from '~/features/forms/refusal'
import { photoFormMaxBytes, photoLimits } from '~/features/photos/limits'
import { takePhotoFiles } from '~/features/photos/photos.server'
import { readFormData } from '~/features/uploads/form-data.server'
import { defaultLang, type Lang } from '~/i18n/lang'
import { localeList } from '~/i18n/locales'
import { wordFieldErrors, wordRefusal } from '~/i18n/refusals.server'
import type { BookingContext } from './booking.server'
import { requestBooking } from './booking.server'
import { bookingRequestSchema } from './booking-schema'
import { parseMonth, todayInBusinessZone } from './calendar'
import { listSlots } from './slots.server'

const MAX_BODY_BYTES = 32 * 1024
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** GET /api/slots?month=YYYY-MM. */
export async function slotsResponse(db: BookingContext['db'], url: URL, now = new Date()): Promise<Response> {
  const raw = url.searchParams.get('month')
  const month = parseMonth(raw)
  if (!month) {
    return json(
      {
        error:
          raw === null
            ? 'Give the month as ?month=YYYY-MM, for example ?month=2026-03.'
            : `"${raw.slice(0, 40)}" is not a month. Give it as YYYY-MM, for example 2026-03.`,
      },
      400,
    )
  }
  return json(await listSlots(db, month, todayInBusinessZone(now)))
}

/**
 * POST /api/bookings: 201 { id, status: 'pending' } or a JSON error a person can act on. A request
 * with `Content-Language` naming one of the site's languages (the booking dialog sends its page's)
 * is stored in that language and answered in it (decisions 034, 039).
 */
export async function bookingResponse(ctx: BookingContext, request: Request): Promise<Response> {
  const language = requestLanguage(request.headers.get('content-language'))
  const response = await answerBooking(ctx, request, language)
  if (response.status === 201) return response
  // The schema and the service refuse with codes; here they are worded in the request's language.
  const body = (await response.json()) as { error?: string; fieldErrors?: Record<string, string[]> }
  return json(
    {
      ...body,
      ...(body.error ? { error: wordRefusal(language, body.error) } : {}),
      ...(body.fieldErrors ? { fieldErrors: wordFieldErrors(language, body.fieldErrors) } : {}),
    },
    response.status,
    Object.fromEntries([...response.headers].filter(([k]) => k !== 'content-type' && k !== 'content-length')),
  )
}

/**
 * The first of `Content-Language`'s tags that names one of the site's languages: by its code or its
 * `hreflang` (`es-US`, `en-XA`), else by its primary subtag. The pseudo-locale only where its pages are
 * served (`PSEUDO_LOCALE=1`, as the host's guard reads it): a booking's mails link to its pages.
 */
function requestLanguage(header: string | null): Lang {
  const offered = localeList.filter((l) => !('pseudo' in l) || process.env.PSEUDO_LOCALE === '1')
  for (const tag of (header ?? '').split(',').map((t) => t.trim().toLowerCase())) {
    const named = offered.find((l) => l.lang.toLowerCase() === tag || l.hreflang.toLowerCase() === tag)
    if (named) return named.lang
    const primary = offered.find((l) => l.lang === tag.split('-')[0])
    if (primary) return primary.lang
  }
  return defaultLang
}

async function answerBooking(ctx: BookingContext, request: Request, language: Lang): Promise<Response> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return multipartBookingResponse(ctx, request, language)
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  // Refused unread: the connection cannot carry another request, so say so.
  if (declared > MAX_BODY_BYTES)
    return json({ error: refusal('bookingService.tooLarge') }, 413, { Connection: 'close' })
  let text: string
  try {
    text = await request.text()
  } catch {
    return json({ error: refusal('bookingService.unreadable') }, 400)
  }
  if (text.length > MAX_BODY_BYTES) return json({ error: refusal('bookingService.tooLarge') }, 413)

  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json({ error: refusal('bookingService.notJson'), fieldErrors: {} }, 400)
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return json({ error: refusal('bookingService.notObject'), fieldErrors: {} }, 400)
  }
  const parsed = bookingRequestSchema.safeParse(body)
  if (!parsed.success) return json(invalidInput(parsed.error, refusal('bookingService.fixFields')), 400)
  return answer(
    await requestBooking(ctx, parsed.data, {
      sourcePage: '/api/bookings',
      source: readSource(request),
      language,
    }),
  )
}

/**
 * The same call as a multipart form with up to 6 photos of the floor : the booking dialog sends this when photos are chosen. Fields are named
 * as in the JSON body (`estimate.sqft` for nested ones).
 */
async function multipartBookingResponse(
  ctx: BookingContext,
  request: Request,
  language: Lang,
): Promise<Response> {
  const formData = await readFormData(request, photoFormMaxBytes)
  if (formData === 'too-large') {
    return json(
      {
        error: refusal('bookingService.tooLargeWithPhotos', {
          photos: photoLimits.maxPhotos,
          mb: photoLimits.maxBytesEach / 1048576,
        }),
      },
      413,
    )
  }
  if (!formData) return json({ error: refusal('bookingService.unreadable'), fieldErrors: {} }, 400)
  const photos = takePhotoFiles(formData)
  const submission = parseWithZod(formData, { schema: bookingRequestSchema })
  if (submission.status !== 'success') {
    const fieldErrors = Object.fromEntries(Object.entries(submission.error ?? {}).filter(([k]) => k !== ''))
    return json(
      { error: submission.error?.['']?.[0] ?? refusal('bookingService.fixFields'), fieldErrors },
      400,
    )
  }
  return answer(
    await requestBooking(ctx, submission.value, {
      sourcePage: '/api/bookings',
      source: readSource(request),
      photos,
      language,
    }),
  )
}

function answer(outcome: Awaited<ReturnType<typeof requestBooking>>): Response {
  if (outcome.ok)
    return json(
      {
        id: outcome.id,
        status: outcome.status,
        // With a deposit (decision 041): Stripe Checkout's page, where the visitor pays to keep the hold.
        ...(outcome.checkoutUrl ? { checkout_url: outcome.checkoutUrl } : {}),
      },
      201,
    )
  if ('fieldErrors' in outcome) return json({ error: outcome.error, fieldErrors: outcome.fieldErrors }, 400)
  return json(
    {
      error: outcome.error,
      ...(outcome.retryAfterSeconds ? { retryAfterSeconds: outcome.retryAfterSeconds } : {}),
    },
    outcome.status,
    outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {},
  )
}
