import { slotsResponse } from '~/features/schedule/api.server'
import type { Route } from './+types/api.slots'

export function loader({ request, context }: Route.LoaderArgs) {
  return slotsResponse(context.db, new URL(request.url))
}
