import type { SubmissionResult } from '@conform-to/react'
import type { z } from 'zod'

/**
 * What a form's action answers (decision 003): a line for the page's status
 * message and Conform's reply for the fields. The console's pages bind the reply
 * with `useForm({ lastResult })`; public pages read the same reply with their
 * small hook.
 */
export type FormOutcome =
  | { ok: true; message: string; reply?: SubmissionResult<string[]> }
  | { ok: false; error: string; reply?: SubmissionResult<string[]> }

/**
 * A schema's errors as field messages, `{ field: [messages] }` (the form's own
 * under `''`), for input that is not a Conform form: JSON bodies and links.
 */
export function fieldMessages(error: z.ZodError): Record<string, string[]> {
  const messages: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.')
    messages[key] = [...(messages[key] ?? []), issue.message]
  }
  return messages
}
