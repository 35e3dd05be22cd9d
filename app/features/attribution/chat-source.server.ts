import { eq } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { chatConversations } from '~/db/schema'
import { readSource } from './cookie.server'

/**
 * Stores where the visitor came from on a chat conversation just started
 *. Kept beside the chat service, which it does not change: the
 * route calls it with the new conversation's answer.
 */
export async function recordChatSource(db: Database, started: Response, request: Request): Promise<void> {
  const source = readSource(request)
  if (!source || started.status !== 201) return
  const body = (await started
    .clone()
    .json()
    .catch(() => null)) as { id?: unknown } | null
  if (typeof body?.id !== 'string') return
  await db.update(chatConversations).set({ source }).where(eq(chatConversations.id, body.id))
}
