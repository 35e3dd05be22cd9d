import { claims, company, estimator, installDuration, pricingGuide } from '~/content/business'
import { estimatorEs } from '~/content/es/estimator'
import { factsEs } from '~/content/es/facts'
import { percentEs, usdCentsEs, usdEs } from '~/content/es/format'
import { pricingEs } from '~/content/es/pricing'
import { formatCopy } from '~/i18n/format-copy.server'

/** "1-3 days" → "1 a 3", "24-48 hours" → "24 a 48": the English facts write ranges with a hyphen. */
const range = (english: string) =>
  english.replace(/^(\d+)\s*[-–]\s*(\d+).*$/, '$1 a $2').replace(/^(\d+)\D.*$/, '$1')
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
    range: s.range.replace(/(\d+)-(\d+)%/, '$1 a $2%'),
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
    metallic: pricingGuide.factors.metallicDesign.replace(/(\d+)-(\d+)%/, '$1 a $2%'),
    damage: pricingGuide.factors.surfaceDamage.replace(/(\d+)-(\d+)%/, '$1 a $2%'),
    leadTime: pricingGuide.standardLeadTime.replace(/^(\d+)-(\d+) weeks$/, '$1 a $2 semanas'),
    surcharges: surcharges.map((s) => `${s.label} ${s.range}`).join(' · '),
    warrantyLabel: factsEs.warrantyLabel,
    checkMonths: claims.freeMaintenanceCheckMonths,
    refundDays: pricingGuide.depositRefundableDaysBefore,
    forfeit: percentEs(pricingGuide.lateCancellationForfeit),
    installDays: factsEs.installResidential,
    cureHours: range(installDuration.residentialCure),
    lockDays: estimator.priceLockDays,
    region: company.base.region,
  })
  return { ...copy, bands, surcharges }
}
