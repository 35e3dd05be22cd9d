// /careers: its document title, meta description and headline (decision 035).
import { company } from '../business'
import { live } from '../live'

export const careersPage = live(
  () =>
    ({
      path: '/careers',
      title: 'Careers | Refined Resin',
      description: `Join a craft-first epoxy flooring crew in ${company.base.region}: installer, lead installer, estimator and content roles.`,
      headline: 'Build a Career in Craft',
    }) as const,
)
