import type { RefusalWords } from '~/features/forms/refusal'
import { requiredFields } from '~/features/forms/required'
import type { Lang } from '~/i18n/lang'
import { refusalWords } from '~/i18n/refusals.server'
import { type LeadKind, leadSchemas } from './schemas'

/**
 * The fields a lead form's schema refuses empty, for its page's loader: the form marks them (decision
 * 003). Worked out on the server, since the schema reaches the browser only when the form is first
 * used (decision 010). A job application names its role in a hidden field.
 */
export function leadRequired(kind: LeadKind): string[] {
  return requiredFields(leadSchemas[kind], kind === 'job' ? { role: 'installer-apprentice' } : {})
}

/** What a lead form's own checks refuse with, in its page's language only (decision 039). */
export function leadRefusals(lang: Lang): RefusalWords {
  return refusalWords(lang, ['field', 'lead'])
}
