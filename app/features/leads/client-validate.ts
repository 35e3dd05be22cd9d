import { parseWithZod } from '@conform-to/zod/v4'
import { type LeadKind, leadSchemas } from './schemas'

/** The browser's copy of the server's validation; loaded on first focus of a form. */
export function validateLead(kind: LeadKind, formData: FormData) {
  return parseWithZod(formData, { schema: leadSchemas[kind] })
}
