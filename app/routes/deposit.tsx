import { data, redirect } from 'react-router'
import { returnFromCheckout } from '~/features/payments/return.server'
import { depositWords } from '~/features/payments/words.server'
import { langOfPath } from '~/i18n/lang'
import type { Route } from './+types/deposit'

const privateHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
}

export const headers: Route.HeadersFunction = () => privateHeaders

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.heading} | Refined Resin` }, { name: 'robots', content: 'noindex, nofollow' }]
    : []

/** Stripe Checkout's return (decision 041): fulfil, then the customer's booking page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const lang = langOfPath(url.pathname)
  const outcome = await returnFromCheckout(context, url.searchParams.get('session_id'))
  if (outcome.kind === 'not-found') throw data(null, { status: 404, headers: privateHeaders })
  if (outcome.kind === 'booking') throw redirect(outcome.link, { status: 303, headers: privateHeaders })
  const w = depositWords(lang).words.page
  return data(
    { heading: w.heading, message: w.notYetPaid, again: w.checkAgain, href: `${url.pathname}${url.search}` },
    { headers: privateHeaders },
  )
}

export default function DepositReturn({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="text-4xl text-white">{loaderData.heading}</h1>
      <p className="mt-4 text-graphite-200" role="status">
        {loaderData.message}
      </p>
      <p className="mt-4">
        <a href={loaderData.href} className="text-copper-300 underline">
          {loaderData.again}
        </a>
      </p>
    </div>
  )
}
