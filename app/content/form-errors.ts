import { company } from './business'

/**
 * What a public form says when the database fails under it (decision 019).
 * The form stays on screen with every value the visitor typed.
 */
export function saveFailedMessage(what: 'message' | 'application' | 'booking request'): string {
  return `We could not save your ${what} just now. Nothing was lost on your side: please try again in a minute, or call ${company.phone}.`
}

/** Seconds a visitor is asked to wait after a database failure (the answer's Retry-After). */
export const saveFailedRetryAfterSeconds = 60
