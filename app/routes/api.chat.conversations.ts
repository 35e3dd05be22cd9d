import { startConversation } from '~/features/chat/conversations.server'
import { refuseUnlessJsonApi } from '~/features/security/json-api.server'
import type { Route } from './+types/api.chat.conversations'

export function action({ request, context }: Route.ActionArgs) {
  return refuseUnlessJsonApi(request) ?? startConversation(context)
}

export function loader() {
  return Response.json(
    { error: 'Use POST to start a conversation.' },
    { status: 405, headers: { Allow: 'POST' } },
  )
}
