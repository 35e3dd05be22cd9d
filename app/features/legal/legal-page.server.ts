import { company, floorCareClub, pricingGuide, responseTimes, warranty } from '~/content/business'
import { dataRetention, legalUpdated } from '~/content/legal'
import { catalogs } from '~/i18n/catalogs.server'
import { formatCopy, formatMessage } from '~/i18n/format-copy.server'
import { numberFormat } from '~/i18n/intl-formats'
import { defaultLang, intlOf, type Lang, pathIn } from '~/i18n/lang'
import { spanIn } from '~/i18n/spans.server'

export type LegalKind = 'privacy' | 'terms' | 'accessibility'

/**
 * A legal page's words in a language, with the figures the software works by (decision 039). The
 * English text governs: a page in any other language says so and links to it (`translation`).
 */
export function legalPage<K extends LegalKind>(lang: Lang, kind: K) {
  const catalog = catalogs[lang].legal
  const words = formatCopy(lang, catalog[kind], {
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
    forfeit: numberFormat(intlOf(lang), { style: 'percent', maximumFractionDigits: 0 }).format(
      pricingGuide.lateCancellationForfeit,
    ),
    leadTime: spanIn(lang, pricingGuide.standardLeadTime),
    adhesion: warranty.terms.materialAdhesion,
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
    updated: formatMessage(lang, catalog.updated, { date: Date.parse(`${legalUpdated}T12:00:00Z`) }),
    translation:
      lang === defaultLang
        ? null
        : {
            notice: formatMessage(lang, catalog.notice),
            englishVersion: formatMessage(lang, catalog.englishVersion),
            englishHref: pathIn(defaultLang, `/${kind}`),
          },
    paths: { warranty: pathIn(lang, '/warranty'), privacy: pathIn(lang, '/privacy') },
  }
}
