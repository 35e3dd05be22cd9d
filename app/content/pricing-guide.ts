import { claims, company, estimator, installDuration, pricingGuide, warranty } from './business'
import { en } from './en/span-words'
import { finishOptions, spaceOptions } from './estimator'
import { multiplier, percent, usd } from './format'
import { live } from './live'

/** Copy of the pricing guide (/pricing). Every figure is read from content/business/. */

export const pricingGuideCopy = live(
  () =>
    ({
      lead: `What an epoxy floor costs in ${company.base.region}, and why: most floors land between ${usd(estimator.baseRateLow, { cents: 'always' })} and ${usd(estimator.baseRateHigh, { cents: 'always' })} per sq ft.`,
      estimateCta: 'Get My Instant Estimate',
      estimateCtaNote: `Four questions, under ${claims.estimateMinutes} minutes, no email or card.`,
    }) as const,
)

const moistureTest = 'On-site measurement and moisture test of the slab'
const crackRepair = 'Crack and spall repair with flexible epoxy filler'

/**
 * The four things that set a floor's price. Each card's details are about its own heading (the space
 * factors once sat under "Surface condition"); the space type rides with size, since both
 * describe the floor being quoted.
 */
export const costFactors = live(
  () =>
    [
      {
        title: 'Floor size and space',
        text: 'Larger floors spread setup, grinding and travel over more square feet, so the rate per sq ft falls as the area grows. The kind of space adds a factor of its own.',
        details: [
          {
            label: 'By size',
            text: pricingGuide.sizeBands.map((b) => `${b.sqft} sq ft: ${usd(b.low)}-${b.high}`).join(' · '),
          },
          {
            label: 'Space factor',
            text: spaceOptions
              .map((s) => `${s.label} ${multiplier(estimator.spaceFactors[s.value])}`)
              .join(' · '),
          },
        ],
      },
      {
        title: 'Finish and design',
        text: `Solid colours cost least; flake adds a broadcast layer; metallic pours are hand-worked and add ${en(pricingGuide.factors.metallicDesign)}.`,
        details: [
          {
            label: 'Finish multiplier',
            text: finishOptions
              .map((f) => `${f.label} ${multiplier(estimator.finishMultipliers[f.value])}`)
              .join(' · '),
          },
        ],
      },
      {
        title: 'Surface condition',
        text: `Cracks, spalling, old coatings and oil need extra grinding and repair: damage adds ${en(pricingGuide.factors.surfaceDamage)}.`,
        details: [
          {
            label: 'Condition adjustment',
            text: `${en(pricingGuide.factors.surfaceDamage, 'increase')} for a damaged or previously coated slab`,
          },
          { label: 'In every quote', text: `${moistureTest.toLowerCase()} · ${crackRepair.toLowerCase()}` },
        ],
      },
      {
        title: 'Timing',
        text: `Standard booking is ${en(pricingGuide.standardLeadTime)} out. Rush work costs more; off-season installs can cost less.`,
        details: [
          {
            label: 'Surcharges',
            text: pricingGuide.surcharges.map((s) => `${s.label} ${en(s.range, 'increase')}`).join(' · '),
          },
        ],
      },
    ] as const,
)

/** What every install includes, whatever the finish. */
export const includedItems = live(
  () =>
    [
      moistureTest,
      'Diamond grinding to open the concrete for a mechanical bond',
      crackRepair,
      'Base coat, your finish layer and a UV-stable clear topcoat',
      'Cove or edge detailing, masking and full cleanup',
      `${warranty.standard.label}, transferable; ${warranty.standard.firstYearIncludes.join(' and ')} included in the first year`,
      `A free maintenance check ${claims.freeMaintenanceCheckMonths} months after install`,
      claims.materials,
    ] as const,
)

export const bookingTerms = live(
  () =>
    [
      {
        label: 'Standard booking',
        value: `${en(pricingGuide.standardLeadTime)} out`,
      },
      {
        label: 'Deposit',
        value: `Refundable up to ${pricingGuide.depositRefundableDaysBefore} days before install`,
      },
      {
        label: 'Late cancellation',
        value: `Within ${pricingGuide.depositRefundableDaysBefore} days of install, ${percent(pricingGuide.lateCancellationForfeit)} of the deposit is forfeited`,
      },
      { label: 'Residential install', value: en(installDuration.residential) },
      { label: 'Cure before use', value: en(installDuration.residentialCure) },
      { label: 'Price lock', value: `${estimator.priceLockDays} days from your estimate when you book` },
    ] as const,
)
