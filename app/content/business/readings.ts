import type { Span } from '../../i18n/spans'

/**
 * The three facts the spec gives conflicting readings for (warranty term, install
 * duration, partner commission). Each page shows the reading the spec gives for that page;
 * all readings sit side by side here so the business can reconcile them in one edit.
 */

/** The three readings of the warranty term, by the page that shows each. */
export const warranty = {
  /** Estimator, pricing guide and warranty pages. */
  standard: {
    years: 5,
    label: '5-year finish warranty',
    transferable: true,
    firstYearIncludes: ['crack repair', 'touch-up'],
  },
  /** Terms page. */
  terms: {
    materialAdhesion: 'lifetime',
    colorRetentionYears: 5,
    workmanshipSatisfactionDays: 30,
  },
  /** Process page description, why-epoxy and service-area pages. */
  lifetime: { label: 'Lifetime warranty', serviceAreaScope: 'on materials and workmanship' },
  handling: {
    priorityResponseHours: 48,
    claimReviewHours: 24,
    repairWithinDaysOfApproval: 7,
  },
}

/**
 * The three readings of the install duration, as values each language words (decision 039):
 * `{ min: 2, max: 3, unit: 'day' }` reads "2-3 days" in English and "2 a 3 días" in Spanish.
 */
export const installDuration: {
  average: Span
  estimatorHeroDays: number
  /** Process page description. */
  processDescription: Span
  residential: Span
  residentialCure: Span
  largerCommercial: Span
} = {
  average: { min: 2, max: 3, unit: 'day' },
  estimatorHeroDays: 2.3,
  processDescription: { min: 1, max: 6, unit: 'day' },
  residential: { min: 1, max: 3, unit: 'day' },
  residentialCure: { min: 24, max: 48, unit: 'hour' },
  largerCommercial: { min: 4, max: 5, unit: 'day' },
}

/** The readings of the partner commission. */
export const partners = {
  /** Partnerships page body. */
  referralCommissionRate: 0.05,
  /** Partnerships page metadata and the builder page. */
  commissionUpTo: '15%',
  referralTiers: [
    { name: 'Bronze', threshold: 0 },
    { name: 'Silver', threshold: 25_000 },
    { name: 'Gold', threshold: 50_000 },
  ],
  calculatorDefaults: { projects: 5, averageValue: 10_000 },
  heroStats: { builderAlliances: 5, recurringDevelopers: 3, missedDeadlines: 0 },
  builderTiers: [
    { name: 'Bronze', projectsPerYear: '0-5', discount: 0.05 },
    { name: 'Silver', projectsPerYear: '6-15', discount: 0.1 },
    { name: 'Gold', projectsPerYear: '16+', discount: 0.15 },
  ],
  netTermsDays: 30,
  quoteWithinHours: 24,
  insuranceCertificateWithinHours: 24,
  generalLiability: '$2M',
  applicationReviewBusinessDays: 2,
  architectSamplesBusinessDays: 5,
} as const
