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
  covered: [
    'Finish delamination',
    'Coating failure',
    'Substrate cracking',
    'Material defects',
    'Color inconsistency',
    'Workmanship issues',
  ],
  exclusions: [
    'Normal wear',
    'Chemical damage',
    'Impact damage',
    'Improper maintenance',
    'Structural issues',
  ],
}

/** The three readings of the install duration. */
export const installDuration = {
  average: '2-3 days',
  estimatorHeroDays: 2.3,
  /** Process page description. */
  processDescription: '1-6 days',
  residential: '1-3 days',
  residentialCure: '24-48 hours',
  largerCommercial: '4-5 days',
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
