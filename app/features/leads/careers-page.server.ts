import { careers, company, responseTimes } from '~/content/business'
import { catalogs } from '~/i18n/catalogs.server'
import { formatCopy } from '~/i18n/format-copy.server'
import type { Lang } from '~/i18n/lang'

/** The careers page's words in a language, with the published facts (decision 039). */
export function careersPage(lang: Lang) {
  return formatCopy(lang, catalogs[lang].careers, {
    region: company.base.region,
    hours: responseTimes.jobApplicationHours,
    maxMb: Math.round(careers.resumeMaxBytes / (1024 * 1024)),
  })
}

export type CareersWords = ReturnType<typeof careersPage>
