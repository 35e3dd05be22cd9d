/**
 * The chat stream's wire format (spec §7): OpenAI chat-completion chunks as
 * server-sent events, `data: {"choices":[{"delta":{"content":"..."}}]}` lines
 * ending with `data: [DONE]`. The server writes it; the widget reads it with
 * createStreamParser.
 */

export const STREAM_DONE = 'data: [DONE]\n\n'

/** One content piece as a server-sent event. */
export function encodeChunk(content: string): string {
  return `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`
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
