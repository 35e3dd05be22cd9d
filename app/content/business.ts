/**
 * The business's facts, once. Every page, PDF, email and the chat assistant read
 * their figures from here, so a change of price or phone number is one edit.
 *
 * The product spec gives conflicting readings for three facts (warranty term,
 * partner commission, install duration). Each page shows the reading the spec
 * gives for that page; all readings sit side by side below so the business can
 * reconcile them here.
 */

export const company = {
  name: 'Refined Resin',
  legalName: 'Refined Resin LLC',
  assistantName: 'Remy',
  tagline: 'Artisan metallic and epoxy floors, poured by hand in Metro Atlanta',
  phone: '(470) 555-0142',
  phoneHref: 'tel:+14705550142',
  smsHref: 'sms:+14705550142',
  email: 'hello@refinedresin.example',
  emailHref: 'mailto:hello@refinedresin.example',
  base: { city: 'Buford', state: 'GA', region: 'Metro Atlanta', latitude: 34.1124, longitude: -83.9965 },
  expansion: ['Gainesville', 'Athens'],
  serviceRadiusMiles: 25,
  counties: ['Gwinnett', 'Hall', 'Cobb', 'DeKalb', 'Clarke', 'Fulton', 'Forsyth', 'Clayton'],
  founded: { year: 2025, season: 'Summer' },
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/refinedresin' },
    { label: 'Facebook', href: 'https://www.facebook.com/refinedresin' },
  ],
  hours: 'Mon–Fri 8am–6pm, Sat 9am–2pm',
} as const

/** Claims of spec §1 and the marketing figures of §9. */
export const claims = {
  clientsServed: '20+',
  established: 'Est. 2025',
  launch: 'Summer 2025 launch',
  averageInstall: '2-3 Days',
  estimatorAverageInstallDays: 2.3,
  licensedAndInsured: true,
  sqftPoured: '15K',
  onTimeRate: '98%',
  under72HoursRate: '90%',
  zeroRepairsFirst3Years: '98%',
  materials: 'Low-VOC, domestically made materials',
  freeMaintenanceCheckMonths: 6,
  activeProjects: 3,
  projectsThisMonth: 18,
  onSchedule: '100%',
  installationsThisQuarterStart: 20,
  estimateMinutes: 3,
} as const

/** The estimator's formula (spec §9). */
export const estimator = {
  baseRateLow: 6.75,
  baseRateHigh: 9.5,
  materialShare: 0.4,
  laborShare: 0.6,
  spaceFactors: { garage: 1, patio: 1.1, basement: 1.05, commercial: 1.2, warehouse: 1.15 },
  finishMultipliers: { 'metallic-copper': 1.3, 'gunmetal-flake': 1.15, 'storm-grey': 1, custom: 1.4 },
  /** Estimated days: below each bound, that many days; otherwise `maxDays`. */
  dayThresholds: [
    { below: 500, days: 2 },
    { below: 1500, days: 3 },
    { below: 3000, days: 4 },
  ],
  maxDays: 5,
  sqft: { min: 100, max: 5000, step: 50, default: 400 },
  zipcodeLength: 5,
  countUp: { durationMs: 1500, ticks: 60 },
  confirmationDelayMs: 3000,
  priceLockDays: 30,
  callbackHours: 24,
} as const

export const booking = {
  blockDays: 3,
  minProjectSqft: 100,
  contactWithinHours: 24,
  requestsPerIpPerHour: 5,
} as const

/** The three readings of the warranty term (spec §9), by the page that shows each. */
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
} as const

/** The three readings of the install duration (spec §1, §2, §9). */
export const installDuration = {
  average: '2-3 days',
  estimatorHeroDays: 2.3,
  /** Process page description. */
  processDescription: '1-6 days',
  residential: '1-3 days',
  residentialCure: '24-48 hours',
  largerCommercial: '4-5 days',
} as const

/** The readings of the partner commission (spec §9). */
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

export const floorCareClub = {
  priceLaunch: 199,
  priceRegular: 299,
  period: 'year',
  inspections: 'Quarterly inspections',
  discount: 0.2,
  warrantyYearsWithMembership: 7,
  warrantyYearsWithout: 5,
  renewalReminderDays: 30,
  joinWindow: 'At install or within the first year',
  perks: ['Quarterly inspection', 'Minor reseal', 'Priority service', 'Discount on extra spaces'],
} as const

export const commercialPlans = {
  plans: [
    {
      name: 'Essential',
      pricePerMonth: 299,
      sqft: 5000,
      inspection: 'Semi-annual inspection',
      repairDiscount: 0.2,
    },
    {
      name: 'Professional',
      pricePerMonth: 599,
      sqft: 10_000,
      inspection: 'Quarterly inspection',
      repairDiscount: 0.3,
    },
    {
      name: 'Industrial',
      pricePerMonth: null,
      sqft: null,
      inspection: 'Monthly inspection',
      repairDiscount: 0.4,
      emergencyResponseHours: 4,
    },
  ],
  schedulingDaysAhead: 90,
  reminderWeeksBefore: 2,
  tenYearComparison: { withoutPlan: 77_000, withProfessional: 71_880, saving: 5_120 },
} as const

export const specSheet = {
  baseCoatMixRatio: '2:1',
  topcoatMixRatio: '1:1',
  baseCoatPotLifeMinutes: 45,
  fullCureDays: 7,
  serviceTemperatureF: { min: -20, max: 140 },
} as const

export const pricingGuide = {
  sizeBands: [
    { label: 'Small garages', sqft: '200-400', low: 6, high: 8 },
    { label: 'Standard', sqft: '400-800', low: 5, high: 7 },
    { label: 'Large', sqft: '800+', low: 4, high: 6 },
  ],
  surcharges: [
    { label: 'Priority (1 week)', range: '+10-15%' },
    { label: 'Emergency (48-72 hours)', range: '+20-30%' },
  ],
  standardLeadTime: '2-3 weeks',
  depositRefundableDaysBefore: 7,
  lateCancellationForfeit: 0.5,
  /** Article pages' per-finish ranges, dollars per sq ft. */
  articleRanges: { metallic: [8, 12], flake: [5, 8], solid: [3, 5] },
  serviceAreaRange: [3, 12],
  factors: {
    surfaceDamage: '10-25%',
    metallicDesign: '20-40%',
    cureTemperatureF: '60-80°F',
    bookAheadWeeks: '2-4 weeks',
    rushFee: '15-20%',
  },
} as const

export const responseTimes = {
  contact: 'under 2 hours on business days',
  jobApplicationHours: 48,
  accessibilityFeedbackBusinessDays: 2,
  serviceArea: '24-48 hours',
} as const

export const careers = {
  pay: {
    'installer-apprentice': '$18-22/hr plus bonuses',
    'lead-installer': '$25-35/hr plus bonuses',
    estimator: '$50-70K/year plus commission',
    'content-creator': '$20-30/hr',
  },
  locations: ['Metro Atlanta', 'Hybrid', 'Atlanta'],
  resumeMaxBytes: 5 * 1024 * 1024,
  /** The pay above as numbers, for JobPosting structured data. */
  payRanges: {
    'installer-apprentice': { min: 18, max: 22, unit: 'HOUR' },
    'lead-installer': { min: 25, max: 35, unit: 'HOUR' },
    estimator: { min: 50_000, max: 70_000, unit: 'YEAR' },
    'content-creator': { min: 20, max: 30, unit: 'HOUR' },
  },
  roleLocations: {
    'installer-apprentice': 'Metro Atlanta',
    'lead-installer': 'Metro Atlanta',
    estimator: 'Atlanta',
    'content-creator': 'Hybrid',
  },
} as const

export const whyEpoxy = {
  roi: {
    perSqft: 1000,
    epoxy: { initial: 8000, maintenancePerYear: 150 },
    tile: { initial: 12_000, maintenancePerYear: 450 },
    years: { min: 1, max: 20, default: 10 },
  },
  costPerSqft: { epoxy: '$6.75-$9.50', tile: '$12-$18', paint: '$2-$4', polishedConcrete: '$5-$8' },
  lifespanYears: { epoxy: '15-20', tile: '10-15', paint: '2-3', polishedConcrete: '10-12' },
  thermalRangeF: { min: -40, max: 180 },
  strongerThanConcrete: '5x',
  highEndRoi: '120-180%',
  janitorialReduction: '40%',
  loadRatingLbs: '10,000+',
  industrialMaintenanceFreeYears: '3-5',
} as const

export const chat = {
  messagesPerIpPerMinute: 20,
  messagesPerConversation: 60,
  maxMessageLength: 2000,
  /**
   * Assistant replies the whole site may give per calendar day (America/New_York),
   * counted from the database so every app server shares it; past it, the chat answers 402.
   */
  dailyReplyBudget: 5000,
  /** New conversations one address may start an hour (each opening of the panel on a fresh page). */
  conversationsPerIpPerHour: 60,
} as const

export const forms = {
  submissionsPerIpPerHour: 10,
} as const

/** How the staff console works the leads (issue: staff console). */
export const staffConsole = {
  sessionHours: 8,
  /** Failed sign-ins per account or per IP within the window before a lockout. */
  signInFailures: 5,
  signInWindowMinutes: 15,
  /** An open lead no one has touched for this long is marked stale. */
  staleAfterDays: 7,
  /** Weekend install blocks start on this weekday (0 Sunday … 5 Friday) and last `booking.blockDays`. */
  weekendBlockStartWeekday: 5,
  inboxPageSize: 50,
  timeZone: 'America/New_York',
} as const
