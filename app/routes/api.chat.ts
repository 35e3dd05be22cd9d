import { respondToChat } from '~/features/chat/conversations.server'
import type { Route } from './+types/api.chat'

export function action({ request, context }: Route.ActionArgs) {
  return respondToChat(request, context)
}

export function loader() {
  return Response.json({ error: 'Use POST to send a message.' }, { status: 405, headers: { Allow: 'POST' } })
}
