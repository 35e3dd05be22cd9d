import type { Span } from '../../i18n/spans'
import { usd } from '../format'
import { estimator } from './estimate'

/**
 * Programs, plans, technical figures and published prices.
 */

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
}

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
    { label: 'Priority (1 week)', range: { min: 10, max: 15, unit: 'percent' } satisfies Span },
    { label: 'Emergency (48-72 hours)', range: { min: 20, max: 30, unit: 'percent' } satisfies Span },
  ],
  standardLeadTime: { min: 2, max: 3, unit: 'week' } satisfies Span,
  depositRefundableDaysBefore: 7,
  lateCancellationForfeit: 0.5,
  /** Article pages' per-finish ranges, dollars per sq ft. */
  articleRanges: { metallic: [8, 12], flake: [5, 8], solid: [3, 5] },
  serviceAreaRange: [3, 12],
  factors: {
    surfaceDamage: { min: 10, max: 25, unit: 'percent' } satisfies Span,
    metallicDesign: { min: 20, max: 40, unit: 'percent' } satisfies Span,
    cureTemperatureF: '60-80°F',
    bookAheadWeeks: { min: 2, max: 4, unit: 'week' } satisfies Span,
    rushFee: '15-20%',
  },
} as const

export const whyEpoxy = {
  roi: {
    perSqft: 1000,
    epoxy: { initial: 8000, maintenancePerYear: 150 },
    tile: { initial: 12_000, maintenancePerYear: 450 },
    years: { min: 1, max: 20, default: 10 },
  },
  costPerSqft: {
    /** The price book's range (decision 033); the others are market figures. */
    get epoxy() {
      return `${usd(estimator.baseRateLow, { cents: 'always' })}-${usd(estimator.baseRateHigh, { cents: 'always' })}`
    },
    tile: '$12-$18',
    paint: '$2-$4',
    polishedConcrete: '$5-$8',
  },
  lifespanYears: { epoxy: '15-20', tile: '10-15', paint: '2-3', polishedConcrete: '10-12' },
  thermalRangeF: { min: -40, max: 180 },
  strongerThanConcrete: '5x',
  highEndRoi: '120-180%',
  janitorialReduction: '40%',
  loadRatingLbs: '10,000+',
  industrialMaintenanceFreeYears: '3-5',
} as const
