/** A turn of the conversation as the assistant sees it. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string }

/**
 * Where Remy's reply comes from: the embedded assistant or an OpenAI-compatible
 * model. It resolves once the reply has started (so a provider's refusal can
 * still become our 429 or 402) and then yields text pieces; it stops when
 * `signal` aborts.
 */
export type ReplySource = (input: {
  history: ChatTurn[]
  signal: AbortSignal
}) => Promise<AsyncIterable<string>>

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
