import { respondToChat } from '~/features/chat/conversations.server'
import { refuseUnlessJsonApi } from '~/features/security/json-api.server'
import type { Route } from './+types/api.chat'

export function action({ request, context }: Route.ActionArgs) {
  return refuseUnlessJsonApi(request) ?? respondToChat(request, context)
}

export function loader() {
  return Response.json({ error: 'Use POST to send a message.' }, { status: 405, headers: { Allow: 'POST' } })
}
