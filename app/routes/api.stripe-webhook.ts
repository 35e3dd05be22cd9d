import { stripeWebhookResponse } from '~/features/payments/webhook.server'
import type { Route } from './+types/api.stripe-webhook'

const onlyPost = () =>
  Response.json(
    { error: 'Stripe posts events here.' },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  )

export const loader = onlyPost

/** Stripe's events, signed (decision 041); no Origin check: the signature is the proof of origin. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return onlyPost()
  return stripeWebhookResponse(context, request)
}
