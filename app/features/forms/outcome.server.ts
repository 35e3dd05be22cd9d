import type { Submission } from '@conform-to/react'
import { data } from 'react-router'
import type { FormOutcome } from './outcome'

type Refusal = {
  status?: number
  /** Messages for named fields (a service's refusal that belongs to one field). */
  fieldErrors?: Record<string, string[]>
  /** Fields whose typed value is not sent back (passwords). */
  hideFields?: string[]
  headers?: HeadersInit
}

/**
 * An action's refusal (decision 003): the line the page shows, and Conform's
 * reply, which puts the schema's messages (and `fieldErrors`) under their fields
 * and keeps what was typed, with JavaScript or without.
 */
export function refuse(submission: Submission<unknown>, error: string, refusal: Refusal = {}) {
  const { status = 400, fieldErrors, hideFields, headers } = refusal
  return data<FormOutcome>(
    { ok: false, error, reply: submission.reply({ fieldErrors, hideFields }) },
    { status, headers },
  )
}

/** An action's success: the line the page shows, and a reply that empties the form. */
export function accept(submission: Submission<unknown>, message: string): FormOutcome {
  return { ok: true, message, reply: submission.reply({ resetForm: true }) }
}
