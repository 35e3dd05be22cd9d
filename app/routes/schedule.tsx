import { parseWithZod } from '@conform-to/zod/v4'
import { data, useLocation } from 'react-router'
import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { booking } from '~/content/business'
import { sitePage } from '~/content/site-pages'
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
import { readFormData } from '~/features/uploads/form-data.server'
import type { Route } from './+types/schedule'

const page = sitePage('/schedule')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (url.searchParams.has('slot')) await preloadBookingForm()
  return loadSchedulePage(context.db, url)
}

/** The request form without JavaScript: the same service as POST /api/bookings. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request, photoFormMaxBytes)
  if (!formData || formData === 'too-large') {
    // A body that is not a form (or not one we can read) is the sender's mistake, not a 500.
    const outcome: ActionOutcome = {
      tone: 'error',
      title: BOOKING_FAILURE_MESSAGE,
      message:
        formData === 'too-large'
          ? 'The booking request is too large. Send at most 6 photos of 10 MB each.'
          : 'We could not read that form. Reload the page and try again.',
    }
    return data({ result: null, outcome }, { status: formData ? 413 : 400 })
  }
  const photos = takePhotoFiles(formData)
  const submission = parseWithZod(formData, { schema: bookingRequestSchema })
  if (submission.status !== 'success') {
    const outcome: ActionOutcome = {
      tone: 'error',
      title: BOOKING_FAILURE_MESSAGE,
      message: 'Please correct the fields marked below.',
    }
    return data({ result: submission.reply(), outcome }, { status: 400 })
  }
  const result = await requestBooking(context, submission.value, {
    sourcePage: '/schedule',
    source: readSource(request),
    photos,
  })
  if (result.ok) {
    const outcome: ActionOutcome = {
      tone: 'success',
      title: BOOKING_SUCCESS_MESSAGE,
      message: 'We sent a confirmation to your email with the block’s dates and what happens next.',
    }
    return data({ result: submission.reply({ resetForm: true }), outcome })
  }
  const outcome: ActionOutcome = { tone: 'error', title: BOOKING_FAILURE_MESSAGE, message: result.error }
  return data(
    { result: submission.reply('fieldErrors' in result ? { fieldErrors: result.fieldErrors } : {}), outcome },
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
  return (
    <>
      <PageHeader
        title={page.headline}
        lead={`Pick an available ${booking.blockDays}-day weekend install block and request it. We'll contact you within ${booking.contactWithinHours} hours to confirm.`}
      />
      <ScheduleView data={loaderData} search={location.search} actionData={actionData} />
    </>
  )
}
