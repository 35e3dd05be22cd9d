import { claims, company, estimator, installDuration, pricingGuide } from '~/content/business'
import { estimatorEs } from '~/content/es/estimator'
import { factsEs } from '~/content/es/facts'
import { percentEs, usdCentsEs, usdEs } from '~/content/es/format'
import { pricingEs } from '~/content/es/pricing'
import { formatCopy } from '~/i18n/format-copy.server'
import { spanIn } from '~/i18n/spans.server'

const times = (factor: number) => `×${factor.toFixed(2)}`

/** The pricing guide's words for a Spanish visitor, with the published rates (decision 034). */
export function pricingPageEs() {
  const bands = pricingGuide.sizeBands.map((b, i) => ({
    label: pricingEs.bandLabels[i] ?? b.label,
    sqft: `${b.sqft} pies²`,
    price: `${usdEs(b.low)}-${b.high}`,
  }))
  const surcharges = pricingGuide.surcharges.map((s, i) => ({
    label: pricingEs.surchargeLabels[i] ?? s.label,
    range: spanIn('es', s.range, 'increase'),
  }))
  const { bandLabels: _b, surchargeLabels: _s, ...words } = pricingEs
  const copy = formatCopy('es', words, {
    low: usdCentsEs(estimator.baseRateLow),
    high: usdCentsEs(estimator.baseRateHigh),
    minutes: claims.estimateMinutes,
    bands: bands.map((b) => `${b.sqft}: ${b.price}`).join(' · '),
    spaces: estimatorEs.spaceOptions
      .map(
        (s) => `${s.label} ${times(estimator.spaceFactors[s.value as keyof typeof estimator.spaceFactors])}`,
      )
      .join(' · '),
    finishes: estimatorEs.finishOptions
      .map(
        (f) =>
          `${f.label} ${times(estimator.finishMultipliers[f.value as keyof typeof estimator.finishMultipliers])}`,
      )
      .join(' · '),
    metallic: spanIn('es', pricingGuide.factors.metallicDesign),
    damage: spanIn('es', pricingGuide.factors.surfaceDamage),
    damageIncrease: spanIn('es', pricingGuide.factors.surfaceDamage, 'increase'),
    leadTime: spanIn('es', pricingGuide.standardLeadTime),
    surcharges: surcharges.map((s) => `${s.label} ${s.range}`).join(' · '),
    warrantyLabel: factsEs.warrantyLabel,
    checkMonths: claims.freeMaintenanceCheckMonths,
    refundDays: pricingGuide.depositRefundableDaysBefore,
    forfeit: percentEs(pricingGuide.lateCancellationForfeit),
    installDays: spanIn('es', installDuration.residential),
    cureHours: spanIn('es', installDuration.residentialCure),
    lockDays: estimator.priceLockDays,
    region: company.base.region,
  })
  return { ...copy, bands, surcharges }
}
