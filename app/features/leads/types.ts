import type { SubmissionResult } from '@conform-to/react'

/** What a lead form's action answers; the page renders it with or without JavaScript. */
export type LeadActionData = {
  outcome: 'success' | 'invalid' | 'rate-limited' | 'unreadable' | 'unavailable'
  result: SubmissionResult
  /** A sentence telling the visitor what to do next (failures only). */
  message?: string
  /** The job role the submission was for, so the page reopens that role's form. */
  role?: string
}
