import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useLocation } from 'react-router'
import { seoIn } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { booking } from '~/content/business'
import { schedulePage as page } from '~/content/pages/schedule'
import { readSource } from '~/features/attribution/cookie.server'
import { refusal } from '~/features/forms/refusal'
import { depositStatement } from '~/features/payments/words.server'
import { photoFormMaxBytes, photoLimits } from '~/features/photos/limits'
import { takePhotoFiles } from '~/features/photos/photos.server'
import { requestBooking } from '~/features/schedule/booking.server'
import { bookingRequestSchema } from '~/features/schedule/booking-schema'
import {
  type ActionOutcome,
  preloadBookingForm,
  ScheduleView,
} from '~/features/schedule/components/schedule-view'
import { loadSchedulePage } from '~/features/schedule/page.server'
import { schedulePageWords } from '~/features/schedule/page-words.server'
import { readFormData } from '~/features/uploads/form-data.server'
import { langOfPath, pathIn } from '~/i18n/lang'
import { refusalWords, wordFieldErrors, wordRefusal } from '~/i18n/refusals.server'
import type { Route } from './+types/schedule'

/**
 * Every language's schedule page is this module: its words come formatted from here, the page's own
 * language only (decision 039), and the component renders them and nothing bundled.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (url.searchParams.has('slot')) await preloadBookingForm()
  const lang = langOfPath(url.pathname)
  return {
    ...(await loadSchedulePage(context.db, url, lang)),
    words: schedulePageWords(lang),
    // What the form's own checks refuse with, in the page's language only (decision 039).
    refusals: refusalWords(lang, ['field', 'booking']),
    // The deposit and its terms, in the page's language, when bookings take one (decision 041).
    deposit: context.payments ? depositStatement(lang) : null,
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoIn(matches, page, loaderData?.words.page)

/** The request form without JavaScript: the same service as POST /api/bookings. */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  // The schema and the service refuse with codes; the page's language words them (decision 039).
  const say = (message: string) => wordRefusal(lang, message)
  const failure = say(refusal('bookingService.failed'))
  const formData = await readFormData(request, photoFormMaxBytes)
  if (!formData || formData === 'too-large') {
    // A body that is not a form (or not one we can read) is the sender's mistake, not a 500.
    const outcome: ActionOutcome = {
      tone: 'error',
      title: failure,
      message: say(
        formData === 'too-large'
          ? refusal('bookingService.tooLargeWithPhotos', {
              photos: photoLimits.maxPhotos,
              mb: photoLimits.maxBytesEach / 1048576,
            })
          : refusal('bookingService.formUnreadable'),
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
      message: say(refusal('bookingService.fixFieldsBelow')),
    }
    const result = submission.reply()
    return data(
      {
        result: result.error ? { ...result, error: wordFieldErrors(lang, result.error) } : result,
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
  // With a deposit, the visitor goes to Stripe Checkout's page to pay (decision 041).
  if (result.ok && result.checkoutUrl) throw redirect(result.checkoutUrl, 303)
  if (result.ok) {
    const outcome: ActionOutcome = {
      tone: 'success',
      title: say(refusal('bookingService.submitted', { hours: booking.contactWithinHours })),
      message: say(refusal('bookingService.confirmationSent')),
    }
    return data({ result: submission.reply({ resetForm: true }), outcome })
  }
  const outcome: ActionOutcome = { tone: 'error', title: failure, message: say(result.error) }
  const fieldErrors = 'fieldErrors' in result ? wordFieldErrors(lang, result.fieldErrors) : null
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
  const { words } = loaderData
  return (
    <>
      <PageHeader title={words.page.headline} lead={words.text.lead} />
      <ScheduleView
        data={loaderData}
        words={words}
        refusals={loaderData.refusals}
        search={location.search}
        actionData={actionData}
        deposit={loaderData.deposit}
      />
    </>
  )
}
