import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { chat } from '~/content/business'
import { chatConversations, chatMessages } from '~/db/schema'
import { tooManyRequests } from '~/features/security/rate-limit.server'
import { embeddedSource } from './embedded-source.server'
import { searchKnowledge } from './knowledge.server'
import { modelSettingsFromEnv, openAiSource } from './openai-source.server'
import { type ChatTurn, ReplyError, type ReplySource } from './reply-source.server'
import { chatRequestSchema } from './schema'
import { encodeChunk, STREAM_DONE } from './stream-format'

type Context = Pick<AppLoadContext, 'db' | 'rateLimit' | 'ip'>

export const chatPolicies = {
  ip: { name: 'chat-ip', points: chat.messagesPerIpPerMinute, durationSeconds: 60 },
  conversation: {
    name: 'chat-conversation',
    points: chat.messagesPerConversation,
    durationSeconds: 24 * 60 * 60,
  },
  conversationsPerIp: {
    name: 'chat-conversations-ip',
    points: chat.conversationsPerIpPerHour,
    durationSeconds: 60 * 60,
  },
} as const

/** Request bodies above this are refused before parsing. */
const MAX_BODY_BYTES = 256 * 1024
/** Earlier turns the assistant sees. */
const HISTORY_TURNS = 20

const json = (status: number, body: Record<string, unknown>, headers?: HeadersInit) =>
  Response.json(body, { status, headers })

/** POST /api/chat/conversations: a new, empty conversation. */
export async function startConversation(context: Context): Promise<Response> {
  const limit = await context.rateLimit(chatPolicies.conversationsPerIp, context.ip)
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  const [row] = await context.db.insert(chatConversations).values({}).returning({ id: chatConversations.id })
  // The panel just opened: build the knowledge index now so the first reply starts at once.
  setTimeout(() => searchKnowledge('epoxy'), 0)
  return json(201, { id: row.id })
}

let defaultSource: ReplySource | undefined

/** The model when LLM_* is configured, the embedded assistant otherwise. */
export function replySource(): ReplySource {
  if (!defaultSource) {
    const settings = modelSettingsFromEnv()
    defaultSource = settings ? openAiSource(settings) : embeddedSource()
  }
  return defaultSource
}

/** Assistant replies given since midnight in America/New_York, on every app server. */
export async function repliesToday(db: Context['db']): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.role, 'assistant'),
        gte(
          chatMessages.createdAt,
          sql`(date_trunc('day', now() at time zone 'America/New_York') at time zone 'America/New_York')`,
        ),
      ),
    )
  return Number(row?.n ?? 0)
}

type Body = { ok: true; value: unknown } | { ok: false; status: 400 | 413; error: string }

/** Reads a JSON body of at most MAX_BODY_BYTES, stopping as soon as it is over. */
async function readBody(request: Request): Promise<Body> {
  const tooLarge = { ok: false, status: 413, error: 'The request is too large.' } as const
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooLarge
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    const reader = request.body?.getReader()
    while (reader) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => {})
        return tooLarge
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, status: 400, error: 'The request body could not be read.' }
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) }
  } catch {
    return { ok: false, status: 400, error: 'The request body must be JSON: { conversationId, messages }.' }
  }
}

export type ChatOptions = { source?: ReplySource; dailyReplyBudget?: number }

/**
 * POST /api/chat: checks limits and input, stores the visitor's message, then
 * streams the reply in the OpenAI chunk format and stores it when it ends, or,
 * when the visitor leaves first, stores what was said marked incomplete.
 */
export async function respondToChat(
  request: Request,
  context: Context,
  { source = replySource(), dailyReplyBudget = chat.dailyReplyBudget }: ChatOptions = {},
): Promise<Response> {
  const perIp = await context.rateLimit(chatPolicies.ip, context.ip)
  if (!perIp.ok) return tooManyRequests(perIp.retryAfterSeconds)

  const body = await readBody(request)
  if (!body.ok) return json(body.status, { error: body.error, fieldErrors: {} })
  const parsed = chatRequestSchema.safeParse(body.value)
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'body')
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message]
    }
    return json(400, { error: parsed.error.issues[0]?.message ?? 'Invalid request.', fieldErrors })
  }
  const { conversationId, messages } = parsed.data
  const { db } = context

  const [conversation] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
  if (!conversation) return json(404, { error: 'This conversation does not exist. Start a new one.' })

  const perConversation = await context.rateLimit(chatPolicies.conversation, conversationId)
  if (!perConversation.ok) {
    return tooManyRequests(
      perConversation.retryAfterSeconds,
      'This conversation has reached its message limit. Please call us or use the contact form.',
    )
  }

  if ((await repliesToday(db)) >= dailyReplyBudget) {
    return json(402, { error: 'Service temporarily unavailable.' })
  }

  const content = messages[messages.length - 1].content.trim()
  await db.insert(chatMessages).values({ conversationId, role: 'user', content })
  // The stored conversation, not the browser's copy, is what the assistant reads.
  const stored = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(sql`${chatMessages.createdAt} desc`, sql`${chatMessages.id} desc`)
    .limit(HISTORY_TURNS)
  const history: ChatTurn[] = stored.reverse()

  const abort = new AbortController()
  const onLeave = () => abort.abort()
  request.signal.addEventListener('abort', onLeave)

  let pieces: AsyncIterable<string>
  try {
    pieces = await source({ history, signal: abort.signal })
  } catch (error) {
    request.signal.removeEventListener('abort', onLeave)
    const e = error instanceof ReplyError ? error : new ReplyError('failed', String(error))
    console.error(JSON.stringify({ level: 'error', msg: 'chat reply failed to start', error: e.message }))
    if (e.kind === 'rate-limited') return tooManyRequests(e.retryAfterSeconds ?? 30)
    if (e.kind === 'over-budget') return json(402, { error: 'Service temporarily unavailable.' })
    return json(502, { error: 'Remy could not answer just now. Please try again.' })
  }

  const iterator = pieces[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  let reply = ''
  let saved = false
  const store = async (incomplete: boolean) => {
    if (saved) return
    saved = true
    request.signal.removeEventListener('abort', onLeave)
    try {
      await db.insert(chatMessages).values({ conversationId, role: 'assistant', content: reply, incomplete })
      await db
        .update(chatConversations)
        .set({ updatedAt: sql`now()` })
        .where(eq(chatConversations.id, conversationId))
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'chat reply not stored', error: String(error) }))
    }
  }

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = abort.signal.aborted ? { done: true as const, value: undefined } : await iterator.next()
        if (abort.signal.aborted) {
          await store(true)
          controller.close()
          return
        }
        if (next.done) {
          await store(false)
          controller.enqueue(encoder.encode(STREAM_DONE))
          controller.close()
          return
        }
        reply += next.value
        controller.enqueue(encoder.encode(encodeChunk(next.value)))
      } catch (error) {
        if (!abort.signal.aborted) {
          console.error(JSON.stringify({ level: 'error', msg: 'chat reply broke off', error: String(error) }))
        }
        await store(true)
        if (abort.signal.aborted) return controller.close()
        // With nothing said yet, end without [DONE]: the widget reports a failed reply.
        if (reply) {
          controller.enqueue(encoder.encode(encodeChunk('\n\n(My answer was cut short. Please ask again.)')))
          controller.enqueue(encoder.encode(STREAM_DONE))
        }
        controller.close()
      }
    },
    async cancel() {
      abort.abort()
      await iterator.return?.()
      await store(true)
    },
  })

  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}
