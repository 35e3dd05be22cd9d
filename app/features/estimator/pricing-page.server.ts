import { claims, company, estimator, installDuration, pricingGuide } from '~/content/business'
import { catalogs } from '~/i18n/catalogs.server'
import { factIn } from '~/i18n/facts.server'
import { formatCopy, formatMessage } from '~/i18n/format-copy.server'
import { numberFormat } from '~/i18n/intl-formats'
import { intlOf, type Lang, pathIn } from '~/i18n/lang'
import { spanIn } from '~/i18n/spans.server'

const times = (factor: number) => `×${factor.toFixed(2)}`

/**
 * The pricing guide's words in a language, with the published rates (decision 039): one
 * implementation for every language, the page carrying its own language's words only.
 */
export function pricingPage(lang: Lang) {
  const words = catalogs[lang].pricing
  const options = catalogs[lang].estimator
  const intl = intlOf(lang)
  const dollars = numberFormat(intl, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
  const cents = numberFormat(intl, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
  const percent = numberFormat(intl, { style: 'percent', maximumFractionDigits: 0 })
  const bands = pricingGuide.sizeBands.map((b, i) => ({
    label: formatMessage(lang, words.bandLabels[i] ?? ''),
    sqft: formatMessage(lang, words.bandSize, { sqft: b.sqft }),
    price: `${dollars.format(b.low)}-${b.high}`,
  }))
  const surcharges = pricingGuide.surcharges.map((s, i) => ({
    label: formatMessage(lang, words.surchargeLabels[i] ?? ''),
    range: spanIn(lang, s.range, 'increase'),
  }))
  const factor = (label: string, value: string) => `${formatMessage(lang, label)} ${value}`
  const { bandLabels: _b, surchargeLabels: _s, bandSize: _z, ...copy } = words
  return {
    ...formatCopy(lang, copy, {
      region: company.base.region,
      low: cents.format(estimator.baseRateLow),
      high: cents.format(estimator.baseRateHigh),
      minutes: claims.estimateMinutes,
      bands: bands.map((b) => `${b.sqft}: ${b.price}`).join(' · '),
      spaces: options.spaceOptions
        .map((s) =>
          factor(s.label, times(estimator.spaceFactors[s.value as keyof typeof estimator.spaceFactors])),
        )
        .join(' · '),
      finishes: options.finishOptions
        .map((f) =>
          factor(
            f.label,
            times(estimator.finishMultipliers[f.value as keyof typeof estimator.finishMultipliers]),
          ),
        )
        .join(' · '),
      metallic: spanIn(lang, pricingGuide.factors.metallicDesign),
      damage: spanIn(lang, pricingGuide.factors.surfaceDamage),
      damageIncrease: spanIn(lang, pricingGuide.factors.surfaceDamage, 'increase'),
      leadTime: spanIn(lang, pricingGuide.standardLeadTime),
      surcharges: surcharges.map((s) => `${s.label} ${s.range}`).join(' · '),
      warrantyLabel: factIn(lang, 'warrantyLabel'),
      checkMonths: claims.freeMaintenanceCheckMonths,
      refundDays: pricingGuide.depositRefundableDaysBefore,
      forfeit: percent.format(pricingGuide.lateCancellationForfeit),
      installDays: spanIn(lang, installDuration.residential),
      cureHours: spanIn(lang, installDuration.residentialCure),
      lockDays: estimator.priceLockDays,
    }),
    bands,
    surcharges,
    estimatorPath: pathIn(lang, '/estimator'),
  }
}
