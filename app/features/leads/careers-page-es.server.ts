import { careers, responseTimes } from '~/content/business'
import { careersEs } from '~/content/es/careers'
import { formErrorsEs } from '~/content/es/form-errors'
import { formatCopy } from '~/i18n/format-copy.server'

/**
 * The careers page's words for a Spanish visitor, and the application form's messages the browser
 * may need (decision 034). The roles are content and bring their own Spanish.
 */
export function careersPageEs() {
  const copy = formatCopy('es', careersEs, {
    hours: responseTimes.jobApplicationHours,
    maxMb: Math.round(careers.resumeMaxBytes / (1024 * 1024)),
  })
  return { ...copy, errors: formErrorsEs }
}
