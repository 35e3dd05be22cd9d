// /floor-care: its document title, meta description and headline (decision 035).
import { floorCareClub } from '../business'
import { percent, usd } from '../format'
import { live } from '../live'

export const floorCarePage = live(
  () =>
    ({
      path: '/floor-care',
      title: 'Floor Care Club | Refined Resin',
      description: `Quarterly inspections, ${percent(floorCareClub.discount)} off and a warranty extended to ${floorCareClub.warrantyYearsWithMembership} years: ${usd(floorCareClub.priceLaunch)}/year launch special.`,
      headline: 'Floor Care Club',
    }) as const,
)
