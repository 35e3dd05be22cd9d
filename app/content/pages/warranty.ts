// /warranty: its document title, meta description and headline (decision 035).
import { warranty } from '../business'
import { live } from '../live'

export const warrantyPage = live(
  () =>
    ({
      path: '/warranty',
      title: 'Warranty | Refined Resin',
      description: `Our ${warranty.standard.years}-year transferable finish warranty: what it covers, what it excludes, and how to file a claim.`,
      headline: 'Our Warranty',
    }) as const,
)
