import { recordChatSource } from '~/features/attribution/chat-source.server'
import { startConversation } from '~/features/chat/conversations.server'
import { refuseUnlessJsonApi } from '~/features/security/json-api.server'
import type { Route } from './+types/api.chat.conversations'

export async function action({ context, request }: Route.ActionArgs) {
  const refused = refuseUnlessJsonApi(request)
  if (refused) return refused
  const started = await startConversation(context)
  await recordChatSource(context.db, started, request)
  return started
}

export function loader() {
  return Response.json(
    { error: 'Use POST to start a conversation.' },
    { status: 405, headers: { Allow: 'POST' } },
  )
}
