import { randomUUID } from 'node:crypto'
import type { AppLoadContext } from 'react-router'
import { chat, company } from '~/content/business'
import { env } from '~/env.server'
import { invalidInput } from '~/features/forms/outcome'
import { logger } from '~/features/logging/logger.server'
import { tooManyRequests } from '~/features/security/rate-limit.server'
import { defaultLang, isLang, type Lang } from '~/i18n/lang'
import { embeddedSource, streamText } from './embedded-source.server'
import { projectOf } from './figure-check.server'
import { guardFigures } from './figure-guard.server'
import { handoffReply } from './handoff.server'
import { warmKnowledge } from './knowledge.server'
import { languageOf } from './language'
import { modelSettingsFromEnv, openAiSource } from './openai-source.server'
import { refusalsIn } from './refusals.server'
import { refundReply } from './reply-budget.server'
import { ReplyError, type ReplyPiece, type ReplySource } from './reply-source.server'
import { chatRequestSchema } from './schema'
import { createChunkEncoder, type FinishReason, STREAM_DONE } from './stream-format'
import { admitTurn, insertConversation, saveReply } from './turn-admission.server'

export { repliesToday } from './reply-budget.server'

type Context = Pick<AppLoadContext, 'db' | 'rateLimit' | 'ip' | 'mailer'>

export const chatPolicies = {
  ip: { name: 'chat-ip', points: chat.messagesPerIpPerMinute, durationSeconds: 60 },
  conversationsPerIp: {
    name: 'chat-conversations-ip',
    points: chat.conversationsPerIpPerHour,
    durationSeconds: 60 * 60,
  },
} as const

/** Request bodies above this are refused before parsing. */
const MAX_BODY_BYTES = 256 * 1024

const json = (status: number, body: Record<string, unknown>, headers?: HeadersInit) =>
  Response.json(body, { status, headers })

/** The optional `language` of POST /api/chat/conversations: the page's, one of the list of locales (decision 039). */
export function languageOfStart(body: unknown): Lang {
  const language = (body as { language?: unknown } | null)?.language
  return isLang(language) ? language : defaultLang
}

/** POST /api/chat/conversations: a new, empty conversation, in the language of the page it opened on. */
export async function startConversation(
  context: Pick<Context, 'db' | 'rateLimit' | 'ip'>,
  language: Lang = 'en',
): Promise<Response> {
  const limit = await context.rateLimit(chatPolicies.conversationsPerIp, context.ip)
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds)
  const id = await insertConversation(context.db, language)
  // The panel just opened: build the knowledge index now so the first reply starts at once.
  setTimeout(warmKnowledge, 0)
  return json(201, { id })
}

let defaultSource: ReplySource | undefined

/** The model when LLM_* is configured, the embedded assistant otherwise. */
function replySource(): ReplySource {
  if (!defaultSource) {
    const settings = modelSettingsFromEnv(env())
    defaultSource = settings ? openAiSource(settings) : embeddedSource()
  }
  return defaultSource
}

/** The built-in assistant, which also answers every refused request whoever else is configured. */
const builtIn = embeddedSource()

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

export type ChatOptions = {
  source?: ReplySource
  dailyReplyBudget?: number
  /** Check the figures of a source that is not grounded by construction (on unless a benchmark turns it off). */
  checkFigures?: boolean
}

/**
 * POST /api/chat: checks limits and input, stores the visitor's message, then
 * streams the reply in the OpenAI chunk format and stores it when it ends, or,
 * when the visitor leaves first, stores what was said marked incomplete.
 */
export async function respondToChat(
  request: Request,
  context: Context,
  { source = replySource(), dailyReplyBudget = chat.dailyReplyBudget, checkFigures = true }: ChatOptions = {},
): Promise<Response> {
  const perIp = await context.rateLimit(chatPolicies.ip, context.ip)
  if (!perIp.ok) return tooManyRequests(perIp.retryAfterSeconds)

  const body = await readBody(request)
  if (!body.ok) return json(body.status, { error: body.error, fieldErrors: {} })
  const parsed = chatRequestSchema.safeParse(body.value)
  if (!parsed.success) return json(400, invalidInput(parsed.error))
  const { conversationId, messages } = parsed.data
  const { db } = context

  const content = messages[messages.length - 1].content.trim()
  const admission = await admitTurn(db, {
    conversationId,
    address: context.ip || 'unknown',
    content,
    said: languageOf(content),
    budget: dailyReplyBudget,
    share: chat.dailyBudgetSharePerAddress,
    perConversation: chat.messagesPerConversation,
  })
  if (!admission.ok) {
    if (admission.refused === 'no-conversation')
      return json(404, { error: 'This conversation does not exist. Start a new one.' })
    if (admission.refused === 'conversation-limit')
      return tooManyRequests(
        admission.retryAfterSeconds,
        'This conversation has reached its message limit. Please call us or use the contact form.',
      )
    if (admission.refused === 'site') return json(402, { error: 'Service temporarily unavailable.' })
    return tooManyRequests(
      admission.retryAfterSeconds,
      `You have reached today's limit of answers from ${company.assistantName}. Please call us at ${company.phone} or use the contact form.`,
    )
  }
  const { conversation, history, lang } = admission

  const abort = new AbortController()
  const onLeave = () => abort.abort()
  request.signal.addEventListener('abort', onLeave)

  let pieces: AsyncIterable<ReplyPiece>
  let model = source.model ?? chat.embeddedModelName
  try {
    // One set of guards for both answerers (decision 022): a hand-off and a refused request are
    // answered here, before any model is called; a model's figures are checked on the way out.
    const handoff = await handoffReply(context, conversation, content, lang)
    if (handoff !== null) {
      model = chat.embeddedModelName
      pieces = streamText(handoff, abort.signal)
    } else if (refusalsIn(content).length && !source.grounded) {
      model = chat.embeddedModelName
      pieces = await builtIn({ history, signal: abort.signal, lang })
    } else {
      pieces = await source({ history, signal: abort.signal, lang })
      if (!source.grounded && checkFigures) {
        const visitor = history.filter((t) => t.role === 'user').map((t) => t.content)
        pieces = guardFigures(
          pieces,
          projectOf(visitor),
          (cut) => logger.warn({ conversationId, ...cut }, 'chat figure cut'),
          lang,
        )
      }
    }
  } catch (error) {
    request.signal.removeEventListener('abort', onLeave)
    await refundReply(db, context.ip).catch(() => {})
    const e = error instanceof ReplyError ? error : new ReplyError('failed', String(error))
    // A visitor who closed the chat before the reply started is not a failure to tell the owner of.
    if (request.signal.aborted) logger.info('chat: the visitor left before the reply started')
    else logger.error({ error: e.message }, 'chat reply failed to start')
    if (e.kind === 'rate-limited') return tooManyRequests(e.retryAfterSeconds ?? 30)
    if (e.kind === 'over-budget') return json(402, { error: 'Service temporarily unavailable.' })
    return json(502, { error: 'Remy could not answer just now. Please try again.' })
  }

  // One id for the reply: the stream's chunks and the stored message share it.
  const replyId = randomUUID()
  const chunks = createChunkEncoder({ id: `chatcmpl-${replyId.replace(/-/g, '')}`, model })
  let finishReason: FinishReason = 'stop'
  const iterator = pieces[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  let reply = ''
  let saved = false
  const store = async (incomplete: boolean) => {
    if (saved) return
    saved = true
    request.signal.removeEventListener('abort', onLeave)
    try {
      await saveReply(db, { id: replyId, conversationId, content: reply, incomplete })
    } catch (error) {
      logger.error({ err: error }, 'chat reply not stored')
    }
  }

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // Until a piece goes out or the reply ends: a pull that enqueues nothing is not called again.
        for (;;) {
          const next = abort.signal.aborted
            ? { done: true as const, value: undefined }
            : await iterator.next()
          if (abort.signal.aborted) {
            await store(true)
            controller.close()
            return
          }
          if (next.done) {
            await store(false)
            controller.enqueue(encoder.encode(chunks.finish(finishReason) + STREAM_DONE))
            controller.close()
            return
          }
          if (typeof next.value !== 'string') {
            finishReason = next.value.finishReason
            continue
          }
          if (!next.value) continue
          reply += next.value
          controller.enqueue(encoder.encode(chunks.content(next.value)))
          return
        }
      } catch (error) {
        if (!abort.signal.aborted) {
          logger.error({ err: error }, 'chat reply broke off')
        }
        await store(true)
        if (abort.signal.aborted) return controller.close()
        // With nothing said yet, end without [DONE]: the widget reports a failed reply.
        if (reply) {
          const note = '\n\n(My answer was cut short. Please ask again.)'
          controller.enqueue(encoder.encode(chunks.content(note) + chunks.finish('length') + STREAM_DONE))
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
