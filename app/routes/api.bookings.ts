import { bookingResponse } from '~/features/schedule/api.server'
import { refuseUnlessJsonApi } from '~/features/security/json-api.server'
import type { Route } from './+types/api.bookings'

const onlyPost = () =>
  Response.json(
    { error: 'Request a booking with POST and a JSON body.' },
    { status: 405, headers: { Allow: 'POST' } },
  )

export const loader = onlyPost

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return onlyPost()
  return refuseUnlessJsonApi(request, { alsoMultipart: true }) ?? bookingResponse(context, request)
}
