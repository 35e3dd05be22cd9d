import { careers, responseTimes } from '~/content/business'
import { careersEs } from '~/content/es/careers'
import { formatCopy } from '~/i18n/format-copy.server'

/**
 * The careers page's words for a Spanish visitor (decision 034). The roles are content and bring
 * their own Spanish.
 */
export function careersPageEs() {
  return formatCopy('es', careersEs, {
    hours: responseTimes.jobApplicationHours,
    maxMb: Math.round(careers.resumeMaxBytes / (1024 * 1024)),
  })
}
