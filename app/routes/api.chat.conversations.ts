import { startConversation } from '~/features/chat/conversations.server'
import type { Route } from './+types/api.chat.conversations'

export function action({ context }: Route.ActionArgs) {
  return startConversation(context)
}

export function loader() {
  return Response.json(
    { error: 'Use POST to start a conversation.' },
    { status: 405, headers: { Allow: 'POST' } },
  )
}
