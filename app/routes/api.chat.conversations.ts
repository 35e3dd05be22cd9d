import { recordChatSource } from '~/features/attribution/chat-source.server'
import { languageOfStart, startConversation } from '~/features/chat/conversations.server'
import { refuseUnlessJsonApi } from '~/features/security/json-api.server'
import type { Route } from './+types/api.chat.conversations'

export async function action({ context, request }: Route.ActionArgs) {
  const refused = refuseUnlessJsonApi(request)
  if (refused) return refused
  // The body is optional and small: `{ language }` from the page the chat opened on (decision 034).
  const small = Number(request.headers.get('content-length') ?? 0) <= 1024
  const body = small ? await request.json().catch(() => null) : null
  const started = await startConversation(context, languageOfStart(body))
  await recordChatSource(context.db, started, request)
  return started
}

export function loader() {
  return Response.json(
    { error: 'Use POST to start a conversation.' },
    { status: 405, headers: { Allow: 'POST' } },
  )
}
