import { parseWithZod } from '@conform-to/zod/v4'
import type { $ZodType } from 'zod/v4/core'
import { type LeadKind, leadSchemas } from './schemas'

/** The browser's run of the server's schema: field name → messages, empty when valid. */
export function validateLead(kind: LeadKind, formData: FormData): Record<string, string[] | null> {
  const schema: $ZodType = leadSchemas[kind]
  const submission = parseWithZod(formData, { schema })
  return submission.status === 'success' ? {} : (submission.error ?? {})
}
