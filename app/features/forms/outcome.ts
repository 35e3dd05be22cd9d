import type { SubmissionResult } from '@conform-to/react'
import { z } from 'zod'

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
 * A schema's errors in a JSON answer, `{ error, fieldErrors }` (decision 003):
 * messages by top-level field, as Zod flattens them. `error` is the input's own
 * message when it has one, else `headline`, else the first field's message.
 */
export function invalidInput(
  error: z.ZodError,
  headline?: string,
): { error: string; fieldErrors: Record<string, string[]> } {
  const { formErrors, fieldErrors } = z.flattenError(error)
  return {
    error: formErrors[0] ?? headline ?? error.issues[0]?.message ?? 'Invalid request.',
    fieldErrors: fieldErrors as Record<string, string[]>,
  }
}
