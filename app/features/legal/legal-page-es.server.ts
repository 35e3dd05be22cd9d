import { company, floorCareClub, pricingGuide, responseTimes, warranty } from '~/content/business'
import { longDateEs, percentEs } from '~/content/es/format'
import { legalEs } from '~/content/es/legal'
import { dataRetention, legalUpdated } from '~/content/legal'
import { formatCopy } from '~/i18n/format-copy.server'
import { spanIn } from '~/i18n/spans.server'

/**
 * A legal page's words for a Spanish visitor, with the figures the English page shows, and the notice
 * that the English text governs (decision 034).
 */
export function legalPageEs<K extends 'privacy' | 'terms' | 'accessibility'>(kind: K) {
  const words = formatCopy<(typeof legalEs)[K]>('es', legalEs[kind], {
    legalName: company.legalName,
    assistant: company.assistantName,
    email: company.email,
    phone: company.phone,
    city: company.base.city,
    state: company.base.state,
    jobYears: dataRetention.jobApplicationDays / 365,
    spamDays: dataRetention.spamDays,
    backups: dataRetention.backupsKept,
    refundDays: pricingGuide.depositRefundableDaysBefore,
    forfeit: percentEs(pricingGuide.lateCancellationForfeit),
    leadTime: spanIn('es', pricingGuide.standardLeadTime),
    colorYears: warranty.terms.colorRetentionYears,
    satisfactionDays: warranty.terms.workmanshipSatisfactionDays,
    clubYears: floorCareClub.warrantyYearsWithMembership,
    feedbackDays: responseTimes.accessibilityFeedbackBusinessDays,
    // Link texts are filled in by the page, which makes them links.
    warranty: '{warranty}',
    privacy: '{privacy}',
  })
  return {
    words,
    updated: `${legalEs.updated}: ${longDateEs(legalUpdated)}`,
    notice: legalEs.notice,
    englishVersion: legalEs.englishVersion,
  }
}
