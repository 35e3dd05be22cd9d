import { logInBrowser } from '~/features/logging/browser-console'
import type { Lang } from '~/i18n/lang'
import { createStreamParser } from './stream-format'

export type ChatMessage = { role: 'user' | 'assistant'; content: string }

/** Creates a conversation in the page's language; null (logged to the console only) when it fails. */
export async function createConversation(language: Lang = 'en'): Promise<string | null> {
  try {
    const res = await fetch('/api/chat/conversations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language }),
    })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    const body = (await res.json()) as { id?: unknown }
    if (typeof body.id !== 'string') throw new Error('no id in the answer')
    return body.id
  } catch (error) {
    logInBrowser('Failed to create chat conversation', error)
    return null
  }
}

export type StreamOutcome = { ok: true; text: string } | { ok: false; status: number; text: string }

/**
 * Sends the conversation (the new message last) and feeds each streamed piece
 * to `onPiece` as it arrives. A non-OK answer, a missing body or a reply that
 * ends with nothing said is a failure (status 0 when no HTTP error explains it).
 */
export async function streamReply(
  body: { conversationId: string; messages: ChatMessage[] },
  onPiece: (piece: string) => void,
  signal?: AbortSignal,
): Promise<StreamOutcome> {
  let res: Response
  try {
    res = await fetch('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    })
  } catch {
    return { ok: false, status: 0, text: '' }
  }
  if (!res.ok || !res.body) return { ok: false, status: res.ok ? 0 : res.status, text: '' }

  const reader = res.body.getReader()
  const decoder = new TextDecoder()
  const parser = createStreamParser()
  let text = ''
  const take = (r: { pieces: string[] }) => {
    for (const p of r.pieces) {
      text += p
      onPiece(p)
    }
  }
  try {
    while (true) {
      const { done, value } = await reader.read()
      if (done) break
      const r = parser.push(decoder.decode(value, { stream: true }))
      take(r)
      if (r.done) {
        await reader.cancel().catch(() => {})
        break
      }
    }
    take(parser.push(decoder.decode()))
    take(parser.end())
  } catch {
    // The connection broke: what arrived stays; nothing at all is a failure.
  }
  return text ? { ok: true, text } : { ok: false, status: 0, text }
}
