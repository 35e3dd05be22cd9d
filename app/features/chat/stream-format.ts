/**
 * The chat stream's wire format (DESIGN.md's public API): OpenAI's
 * `chat.completion.chunk` objects as server-sent events, exactly as OpenAI
 * sends them: one `id` per reply, `created`, `model`, `choices[0].index`, the
 * role on the first delta, a last chunk with an empty delta and
 * `finish_reason`, then `data: [DONE]`. The server writes it with
 * createChunkEncoder; the widget reads it with createStreamParser.
 */

export const STREAM_DONE = 'data: [DONE]\n\n'

/** `stop`: the reply ended normally; `length`: it was cut (a checked figure, the output cap, a broken provider). */
export type FinishReason = 'stop' | 'length'

export type ChunkEncoder = {
  /** One content piece; the first carries `role: "assistant"`. */
  content(text: string): string
  /** The last chunk: an empty delta and why the reply ended. */
  finish(reason: FinishReason): string
}

/** Encodes one reply's chunks, all with the same `id`, `created` and `model`. */
export function createChunkEncoder({
  id,
  model,
  created = Math.floor(Date.now() / 1000),
}: {
  id: string
  model: string
  created?: number
}): ChunkEncoder {
  let first = true
  const event = (delta: Record<string, string>, finishReason: FinishReason | null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`
  return {
    content(text) {
      const delta: Record<string, string> = first ? { role: 'assistant', content: text } : { content: text }
      first = false
      return event(delta, null)
    },
    finish(reason) {
      // A reply that said nothing still opens with the role, as OpenAI's does.
      const opening = first ? event({ role: 'assistant', content: '' }, null) : ''
      first = false
      return opening + event({}, reason)
    },
  }
}

/** One content piece as a lone chunk (tests and fixtures; the server uses createChunkEncoder). */
export function encodeChunk(content: string): string {
  return createChunkEncoder({ id: 'chatcmpl-test', model: 'test', created: 0 }).content(content)
}

export type ParseResult = {
  /** Content pieces found, in order. */
  pieces: string[]
  /** `[DONE]` was read: nothing after it counts. */
  done: boolean
}

/** Lines held back while they fail to parse are dropped beyond this size. */
const MAX_HELD = 64 * 1024

/**
 * Reads the stream incrementally. Feed it text as it arrives with `push`; call
 * `end` when the body is over. A line without its newline yet is kept until it
 * is complete. Comment lines (`:`), blank lines and other SSE fields are
 * ignored. A `data:` line that is not valid JSON is put back and joined with
 * the data that follows it; if the next line is a fresh `data:` line instead,
 * the broken one is dropped, so one bad line never stalls the reply.
 */
export function createStreamParser() {
  let buffer = ''
  let held: string | null = null
  let done = false

  function contentOf(json: string): { ok: true; content: string } | { ok: false } {
    try {
      const value = JSON.parse(json) as { choices?: { delta?: { content?: unknown } }[] }
      const content = value?.choices?.[0]?.delta?.content
      return { ok: true, content: typeof content === 'string' ? content : '' }
    } catch {
      return { ok: false }
    }
  }

  function line(raw: string, pieces: string[]) {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    if (held !== null) {
      if (text.startsWith('data:') || text.trim() === '') {
        held = null
      } else {
        const joined = held + text
        const parsed = contentOf(joined)
        if (parsed.ok) {
          held = null
          if (parsed.content) pieces.push(parsed.content)
        } else {
          held = joined.length > MAX_HELD ? null : joined
        }
        return
      }
    }
    if (text.startsWith(':') || text.trim() === '') return
    if (!text.startsWith('data:')) return
    const payload = text.slice(text.startsWith('data: ') ? 6 : 5).trim()
    if (payload === '[DONE]') {
      done = true
      return
    }
    const parsed = contentOf(payload)
    if (parsed.ok) {
      if (parsed.content) pieces.push(parsed.content)
    } else {
      held = payload
    }
  }

  function drain(final: boolean): ParseResult {
    const pieces: string[] = []
    let newline = buffer.indexOf('\n')
    while (!done && newline !== -1) {
      const raw = buffer.slice(0, newline)
      buffer = buffer.slice(newline + 1)
      line(raw, pieces)
      newline = buffer.indexOf('\n')
    }
    if (final && !done && buffer) {
      line(buffer, pieces)
      buffer = ''
    }
    return { pieces, done }
  }

  return {
    push(text: string): ParseResult {
      if (done) return { pieces: [], done }
      buffer += text
      return drain(false)
    },
    /** The body ended: a last line without a newline still counts. */
    end(): ParseResult {
      if (done) return { pieces: [], done }
      return drain(true)
    },
  }
}

/** Parses a whole stream at once (tests, the bench). */
export function parseStream(text: string): { text: string; done: boolean } {
  const parser = createStreamParser()
  const a = parser.push(text)
  const b = parser.end()
  return { text: [...a.pieces, ...b.pieces].join(''), done: a.done || b.done }
}
