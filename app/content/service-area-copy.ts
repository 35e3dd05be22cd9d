/**
 * The figures of the service-area pages, from content/business/. Their words are each language's
 * `serviceArea` catalog (decision 039); the page fills in the place.
 */

import { company, pricingGuide, responseTimes } from './business'

export const serviceAreaFacts = {
  responseTime: responseTimes.serviceArea,
  priceRange: pricingGuide.serviceAreaRange,
  radiusMiles: company.serviceRadiusMiles,
  bookAhead: pricingGuide.factors.bookAheadWeeks,
} as const
