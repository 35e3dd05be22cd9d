// /commercial-facilities: its document title, meta description and headline (decision 035).
import { commercialPlans } from '../business'
import { usd } from '../format'
import { live } from '../live'

export const commercialFacilitiesPage = live(
  () =>
    ({
      path: '/commercial-facilities',
      title: 'Commercial Facility Maintenance Plans | Refined Resin',
      description: `Maintenance plans for commercial and industrial floors from ${usd(commercialPlans.plans[0].pricePerMonth)}/mo, with inspections and emergency response.`,
      headline: 'Commercial Facility Program',
    }) as const,
)
