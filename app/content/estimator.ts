import { claims, estimator, installDuration, pricingGuide, warranty } from './business'
import { en } from './en/span-words'
import type { FinishId } from './finishes'
import { usd } from './format'
import { live } from './live'

/**
 * Copy of the estimator: the choices of each step with their labels
 * and tooltips, the pricing factors and the 'Did You Know?' facts. Figures come
 * from content/business/ so a price change is one edit there.
 */

export const spaceOptions = [
  {
    value: 'garage',
    label: 'Garage',
    tooltip: 'One- to four-car garages: hot-tire resistant, oil and salt proof.',
  },
  {
    value: 'patio',
    label: 'Patio',
    tooltip: 'Outdoor slabs and porches: UV-stable topcoat and a slip-resistant texture.',
  },
  {
    value: 'basement',
    label: 'Basement',
    tooltip: 'Below-grade floors: we test for moisture first and seal the slab.',
  },
  {
    value: 'commercial',
    label: 'Commercial Suite',
    tooltip: 'Showrooms, offices, salons and taprooms: built for foot traffic and cleaning.',
  },
  {
    value: 'warehouse',
    label: 'Warehouse',
    tooltip: 'Forklift and pallet-jack traffic, line striping and chemical resistance.',
  },
] as const

export const finishOptions = [
  {
    value: 'metallic-copper',
    label: 'Metallic Copper',
    artwork: 'metallic-copper',
    blurb: 'Hand-swirled copper and bronze veining.',
  },
  {
    value: 'gunmetal-flake',
    label: 'Gunmetal Flake',
    artwork: 'gunmetal-flake',
    blurb: 'Dense charcoal flake that hides dust and wear.',
  },
  {
    value: 'storm-grey',
    label: 'Storm Grey Solid',
    artwork: 'storm-grey',
    blurb: 'A clean satin solid colour, the most economical.',
  },
  {
    value: 'custom',
    label: 'Custom Blend',
    artwork: 'custom-blend',
    blurb: 'Your colours and pattern, designed with our team.',
  },
] as const satisfies readonly { value: string; label: string; artwork: FinishId; blurb: string }[]

export const timelineOptions = [
  { value: 'this-month', label: 'This Month' },
  { value: 'next-month', label: 'Next Month' },
  { value: 'later', label: 'Later' },
] as const

type Option = { readonly value: string; readonly label: string }
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value
}

export const estimatorSteps = [
  { step: 1, title: 'What type of space?' },
  { step: 2, title: 'How much square footage?' },
  { step: 3, title: 'Choose your finish style' },
  { step: 4, title: 'Final details' },
] as const

export const estimatorCopy = live(
  () =>
    ({
      heroEyebrow: 'Instant estimate',
      heroLead: `An instant price range for your floor in under ${claims.estimateMinutes} minutes: four questions, no email, no card.`,
      heroFigures: [
        { value: `${installDuration.estimatorHeroDays} days`, label: 'average install' },
        {
          value: `${usd(estimator.baseRateLow, { cents: 'always' })}–${usd(estimator.baseRateHigh, { cents: 'always' })}`,
          label: 'per sq ft',
        },
        { value: `${warranty.standard.years}-year`, label: 'warranty included' },
      ],
      start: 'Start My Estimate',
      learnPricing: 'Learn How Pricing Works',
      sqftHint: 'Standard 2-car garage ≈ 400 sq ft',
      zipLabel: 'Project zipcode',
      zipPlaceholder: '12345',
      timelineLabel: 'When do you want it done?',
      timelinePlaceholder: 'Select a timeline',
      next: 'Next',
      back: 'Back',
      submit: 'Get My Estimate',
      resultsTitle: 'Your Estimated Project Range',
      resultsNote: 'Price may vary by prep condition and design complexity',
      priceLockBanner: `Book now and lock current material pricing for ${estimator.priceLockDays} days`,
      lockSlot: 'Lock My Slot',
      downloadPdf: 'Download Quote PDF',
      noCard: 'No card required to book a consult',
      toast: 'Estimate calculated successfully!',
      editAnswers: 'Edit My Answers',
      pricingFactorsTitle: 'What Moves the Price',
      didYouKnowTitle: 'Did You Know?',
      bookWeekend: 'Book My Weekend Slot',
      dialogTitle: "We've Locked Your Details",
      dialogText: `Expect a call from our team within ${estimator.callbackHours} hours to confirm your slot.`,
      dialogEmailNote: 'Check your email for a detailed quote PDF after our call, or download yours now.',
      dialogOptIn: 'Get garage design tips + project discounts',
      dialogClose: 'View Scheduling Calendar',
      incompleteLink: 'This estimate link is missing some details. Pick up where it left off below.',
    }) as const,
)

/** Pricing factors, shown on the estimator's results and the pricing guide. */
export const pricingFactors = [
  {
    value: 'surface',
    title: 'Surface Condition',
    text: `Cracks, spalling, old coatings or oil stains need extra grinding and repair: damage adds ${en(pricingGuide.factors.surfaceDamage)}.`,
  },
  {
    value: 'design',
    title: 'Design Complexity',
    text: `Metallic pours are layered and hand-worked by our artisans: metallic adds ${en(pricingGuide.factors.metallicDesign)}.`,
  },
  {
    value: 'climate',
    title: 'Climate & Humidity Timing',
    text: `Epoxy cures best at ${pricingGuide.factors.cureTemperatureF}; Georgia's hottest and most humid weeks carry a slight seasonal premium.`,
  },
  {
    value: 'crew',
    title: 'Crew Availability',
    text: `Book ${en(pricingGuide.factors.bookAheadWeeks)} ahead. Rush jobs may incur ${pricingGuide.factors.rushFee} urgency fees; off-season discounts are possible.`,
  },
] as const

export const didYouKnow = live(
  () =>
    [
      `About ${claims.under72HoursRate} of our installs finish in under 72 hours.`,
      `${claims.zeroRepairsFirst3Years} of our floors need zero repairs in their first 3 years.`,
      `Every floor gets a free maintenance check ${claims.freeMaintenanceCheckMonths} months after install.`,
      `Our ${warranty.standard.label} is transferable, so it adds to your home's resale value.`,
    ] as const,
)

/** The estimator's fixed labels that are not figures (the Spanish twin mirrors them, decision 034). */
export const estimatorLabels = {
  progress: 'Estimate progress',
  loading: 'Loading…',
  close: 'Close',
  answers: { space: 'Space', size: 'Size', finish: 'Finish', zipcode: 'Zipcode', timeline: 'Timeline' },
  breakdownTitle: 'Cost breakdown',
  breakdown: {
    materialAndPrep: 'Material & Prep',
    labor: 'Labor',
    finishMultiplier: 'Finish Type Multiplier',
    estimatedTimeline: 'Estimated Timeline',
  },
} as const
