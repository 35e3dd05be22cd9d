import type { Lang } from '~/i18n/lang'
import type { FinishReason } from './stream-format'

/** A turn of the conversation as the assistant sees it. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string }

/** A piece of a reply: text, or the reason it ended early (a model's output cap, a cut figure). */
export type ReplyPiece = string | { finishReason: FinishReason }

/**
 * Where Remy's reply comes from: the embedded assistant or an OpenAI-compatible
 * model. It resolves once the reply has started (so a provider's refusal can
 * still become our 429 or 402) and then yields text pieces; it stops when
 * `signal` aborts. `model` names it in the stream; `grounded` marks a source
 * whose every figure comes from the facts by construction (the embedded
 * assistant), so its replies skip the figure check (decision 022). `lang` is the language to answer
 * in (decision 034), English when not given.
 */
export type ReplySource = ((input: {
  history: ChatTurn[]
  signal: AbortSignal
  lang?: Lang
}) => Promise<AsyncIterable<ReplyPiece>>) & { model?: string; grounded?: boolean }

/** A reply that could not start: `rate-limited` → 429, `over-budget` → 402, `failed` → 502. */
export class ReplyError extends Error {
  constructor(
    readonly kind: 'rate-limited' | 'over-budget' | 'failed',
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}
