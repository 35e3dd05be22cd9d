import { parseWithZod } from '@conform-to/zod/v4'
import { data, useLocation } from 'react-router'
import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { schedulePage as page } from '~/content/pages/schedule'
import { readSource } from '~/features/attribution/cookie.server'
import { photoFormMaxBytes } from '~/features/photos/limits'
import { takePhotoFiles } from '~/features/photos/photos.server'
import { requestBooking } from '~/features/schedule/booking.server'
import { bookingRequestSchema } from '~/features/schedule/booking-schema'
import {
  type ActionOutcome,
  preloadBookingForm,
  ScheduleView,
} from '~/features/schedule/components/schedule-view'
import { BOOKING_FAILURE_MESSAGE, BOOKING_SUCCESS_MESSAGE } from '~/features/schedule/messages'
import { loadSchedulePage } from '~/features/schedule/page.server'
import {
  bookingErrorEs,
  describeEstimateEs,
  fieldErrorsEs,
  schedulePageEs,
} from '~/features/schedule/spanish.server'
import { scheduleCopy } from '~/features/schedule/words'
import { readFormData } from '~/features/uploads/form-data.server'
import { langOfPath, pathIn } from '~/i18n/lang'
import type { Route } from './+types/schedule'

// English words are in the bundle; a Spanish page's come formatted from the server (decision 034).
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (url.searchParams.has('slot')) await preloadBookingForm()
  if (langOfPath(url.pathname) === 'es') {
    return {
      ...(await loadSchedulePage(context.db, url, new Date(), describeEstimateEs)),
      es: schedulePageEs(),
    }
  }
  return { ...(await loadSchedulePage(context.db, url)), es: null }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(
    matches,
    loaderData?.es ? { ...page, title: loaderData.es.title, description: loaderData.es.description } : page,
  )

/** The request form without JavaScript: the same service as POST /api/bookings. */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  // A Spanish page's refusals and outcome are in Spanish; the schema and service write English (decision 034).
  const say = lang === 'es' ? bookingErrorEs : (m: string) => m
  const failure = lang === 'es' ? bookingErrorEs(BOOKING_FAILURE_MESSAGE) : BOOKING_FAILURE_MESSAGE
  const formData = await readFormData(request, photoFormMaxBytes)
  if (!formData || formData === 'too-large') {
    // A body that is not a form (or not one we can read) is the sender's mistake, not a 500.
    const outcome: ActionOutcome = {
      tone: 'error',
      title: failure,
      message: say(
        formData === 'too-large'
          ? 'The booking request is too large. Send at most 6 photos of 10 MB each.'
          : 'We could not read that form. Reload the page and try again.',
      ),
    }
    return data({ result: null, outcome }, { status: formData ? 413 : 400 })
  }
  const photos = takePhotoFiles(formData)
  const submission = parseWithZod(formData, { schema: bookingRequestSchema })
  if (submission.status !== 'success') {
    const outcome: ActionOutcome = {
      tone: 'error',
      title: failure,
      message: say('Please correct the fields marked below.'),
    }
    const result = submission.reply()
    return data(
      {
        result: lang === 'es' && result.error ? { ...result, error: fieldErrorsEs(result.error) } : result,
        outcome,
      },
      { status: 400 },
    )
  }
  const result = await requestBooking(context, submission.value, {
    sourcePage: pathIn(lang, '/schedule'),
    source: readSource(request),
    photos,
    language: lang,
  })
  if (result.ok) {
    const outcome: ActionOutcome = {
      tone: 'success',
      title: lang === 'es' ? schedulePageEs().success : BOOKING_SUCCESS_MESSAGE,
      message: say('We sent a confirmation to your email with the block’s dates and what happens next.'),
    }
    return data({ result: submission.reply({ resetForm: true }), outcome })
  }
  const outcome: ActionOutcome = { tone: 'error', title: failure, message: say(result.error) }
  const fieldErrors =
    'fieldErrors' in result ? (lang === 'es' ? fieldErrorsEs(result.fieldErrors) : result.fieldErrors) : null
  return data(
    { result: submission.reply(fieldErrors ? { fieldErrors } : {}), outcome },
    {
      status: result.status,
      headers:
        'retryAfterSeconds' in result && result.retryAfterSeconds
          ? { 'Retry-After': String(result.retryAfterSeconds) }
          : undefined,
    },
  )
}

export default function Schedule({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation()
  const { es } = loaderData
  return (
    <>
      <PageHeader title={es?.headline ?? page.headline} lead={(es ?? scheduleCopy).lead} />
      <ScheduleView data={loaderData} es={es} search={location.search} actionData={actionData} />
    </>
  )
}
