import { data, redirect } from 'react-router'
import { bookingPageAction, bookingPageRequired } from '~/features/booking-page/actions.server'
import { bookingPageView, resolveBookingToken } from '~/features/booking-page/booking-page.server'
import { BookingPageView, doneMessages } from '~/features/booking-page/booking-page-view'
import { bookingPageWords } from '~/features/booking-page/words.server'
import { depositPanel } from '~/features/payments/page.server'
import { defaultLang, isLang, langOfPath, pathIn } from '~/i18n/lang'
import { wordFieldErrors, wordRefusal } from '~/i18n/refusals.server'
import type { Route } from './+types/booking.$token'

/**
 * Never cached, never indexed, and the token never leaves the site in a Referer.
 * `same-origin`, not `no-referrer`: under `no-referrer` a browser's form post from this page
 * carries `Origin: null`, which React Router refuses as a forged action, so with JavaScript off
 * no note, move or cancel would ever reach us.
 */
const privateHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
}

/** The action's Retry-After on a 429 reaches a document post too (JavaScript off). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { ...privateHeaders, 'Retry-After': retryAfter } : privateHeaders
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: loaderData.words.documentTitle }, { name: 'robots', content: 'noindex, nofollow' }]
    : []

/** An unknown or expired token is the site's ordinary 404 page. */
const notFound = () => data(null, { status: 404, headers: privateHeaders })

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const row = await resolveBookingToken(context.db, params.token)
  if (!row) throw notFound()
  const url = new URL(request.url)
  const done = url.searchParams.get('done')
  // The page is in the language the customer booked in, whichever twin a link names: a booking's
  // mails link its language's twin, and any other address leads there too (decisions 034, 039).
  const lang = langOfPath(url.pathname)
  const booked = isLang(row.request.language) ? row.request.language : defaultLang
  if (lang !== booked) {
    throw redirect(`${pathIn(booked, `/booking/${params.token}`)}${url.search}`, {
      headers: privateHeaders,
    })
  }
  return data(
    {
      view: await bookingPageView(context.db, row, new Date(), lang),
      // The deposit's state and terms, in the page's language (decision 041).
      deposit: await depositPanel(context.db, row.request, row.slot.startDate, lang),
      words: bookingPageWords(lang),
      // Own keys only: `?done=constructor` named Object's constructor, and rendering it was a 500.
      done: done && Object.hasOwn(doneMessages, done) ? (done as keyof typeof doneMessages) : null,
      required: bookingPageRequired(),
    },
    { headers: privateHeaders },
  )
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const row = await resolveBookingToken(context.db, params.token)
  if (!row) throw notFound()
  const result = await bookingPageAction(context, row.request.id, request)
  const lang = langOfPath(new URL(request.url).pathname)
  if (result.ok)
    throw redirect(`${pathIn(lang, `/booking/${params.token}`)}?done=${result.message}`, {
      status: 303,
      headers: privateHeaders,
    })
  const headers: Record<string, string> = { ...privateHeaders }
  if (result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds)
  // The services refuse with codes; the page's language words them (decision 039).
  const answer = {
    ...result,
    error: wordRefusal(lang, result.error),
    reply: {
      ...result.reply,
      ...(result.reply.error ? { error: wordFieldErrors(lang, result.reply.error) } : {}),
    },
  }
  return data(answer, { status: result.status, headers })
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingPageView
      view={loaderData.view}
      done={loaderData.done}
      failure={actionData}
      words={loaderData.words}
      required={loaderData.required}
      deposit={loaderData.deposit}
    />
  )
}
