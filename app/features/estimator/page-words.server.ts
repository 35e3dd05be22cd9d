import { claims, company, estimator, installDuration, pricingGuide, warranty } from '~/content/business'
import { finishArtwork } from '~/content/estimator'
import { catalogs } from '~/i18n/catalogs.server'
import { factIn } from '~/i18n/facts.server'
import { formatCopy } from '~/i18n/format-copy.server'
import { numberFormat } from '~/i18n/intl-formats'
import { intlOf, type Lang, pathIn } from '~/i18n/lang'
import { refusalWords } from '~/i18n/refusals.server'
import { spanIn } from '~/i18n/spans.server'
import { fieldMessagesIn } from './messages'
import type { EstimatorPageWords } from './words'

/** The live figures the estimator's messages name, written for a language (decision 039). */
export function estimatorValues(lang: Lang) {
  const intl = intlOf(lang)
  const number = numberFormat(intl)
  const rate = numberFormat(intl, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
  return {
    minutes: claims.estimateMinutes,
    heroDays: number.format(installDuration.estimatorHeroDays),
    rateLow: rate.format(estimator.baseRateLow),
    rateHigh: rate.format(estimator.baseRateHigh),
    warrantyYears: warranty.standard.years,
    warrantyLabel: factIn(lang, 'warrantyLabel'),
    priceLockDays: estimator.priceLockDays,
    callbackHours: estimator.callbackHours,
    surfaceDamage: spanIn(lang, pricingGuide.factors.surfaceDamage),
    metallicDesign: spanIn(lang, pricingGuide.factors.metallicDesign),
    cureTemperature: pricingGuide.factors.cureTemperatureF,
    bookAhead: spanIn(lang, pricingGuide.factors.bookAheadWeeks),
    rushFee: pricingGuide.factors.rushFee,
    under72: claims.under72HoursRate,
    zeroRepairs: claims.zeroRepairsFirst3Years,
    checkMonths: claims.freeMaintenanceCheckMonths,
    sqftMin: number.format(estimator.sqft.min),
    sqftMax: number.format(estimator.sqft.max),
    company: company.name,
    legalName: company.legalName,
    phone: company.phone,
    hours: factIn(lang, 'hours'),
  }
}

/**
 * The estimator page's words in its own language and no other (decision 039): the fixed ones
 * formatted here with the live facts, the ones around figures only the browser knows sent as
 * templates it fills (`wordsOf` in words.ts).
 */
export function estimatorPageWords(lang: Lang): EstimatorPageWords {
  const { page, messages, pricingLink, ...text } = catalogs[lang].estimator
  const copy = formatCopy(lang, text, estimatorValues(lang))
  return {
    lang,
    intl: intlOf(lang),
    page: formatCopy(lang, page, estimatorValues(lang)),
    messages,
    text: {
      ...copy,
      finishOptions: copy.finishOptions.map((f) => ({ ...f, artwork: finishArtwork[f.value] ?? f.value })),
      fieldMessages: fieldMessagesIn(refusalWords(lang, ['estimate']), intlOf(lang)),
      paths: { page: pathIn(lang, '/estimator'), pricing: pathIn(lang, pricingLink.path) },
    },
  }
}
