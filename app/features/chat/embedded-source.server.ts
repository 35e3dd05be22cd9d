import { chat } from '~/content/business'
import { embeddedReply } from './embedded-assistant.server'
import type { ReplySource } from './reply-source.server'

/** Words per streamed piece and the pause between pieces: reads like typing, ends in about a second. */
const WORDS_PER_PIECE = 3
const PAUSE_MS = 18

/** Splits a reply into small pieces of a few words, keeping every character. */
function pieces(text: string, words = WORDS_PER_PIECE): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? []
  const out: string[] = []
  for (let i = 0; i < tokens.length; i += words) out.push(tokens.slice(i, i + words).join(''))
  // Leading whitespace the regex left out.
  const joined = out.join('')
  if (joined !== text) return [text]
  return out
}

function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const onAbort = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** A fixed text streamed like a reply: a few words at a time. */
export function streamText(text: string, signal: AbortSignal, pauseMs = PAUSE_MS): AsyncIterable<string> {
  const parts = pieces(text)
  return (async function* () {
    for (const [i, part] of parts.entries()) {
      if (i > 0) await pause(pauseMs, signal)
      if (signal.aborted) return
      yield part
    }
  })()
}

/** Remy without a model: the grounded reply, streamed a few words at a time. */
export function embeddedSource({ pauseMs = PAUSE_MS }: { pauseMs?: number } = {}): ReplySource {
  const source: ReplySource = async ({ history, signal, lang }) => {
    const asked = history.filter((t) => t.role === 'user').map((t) => t.content)
    return streamText(embeddedReply(lang ?? 'en', asked.at(-1) ?? '', asked.slice(0, -1)), signal, pauseMs)
  }
  return Object.assign(source, { model: chat.embeddedModelName, grounded: true })
}
