// /pricing: its document title, meta description and headline (decision 035).
import { company } from '../business'
import { live } from '../live'

export const pricingPage = live(
  () =>
    ({
      path: '/pricing',
      title: 'Epoxy Floor Pricing Guide | Refined Resin',
      description: `What an epoxy floor costs in ${company.base.region}: size bands, finish factors, surcharges and what every install includes.`,
      headline: 'Pricing Guide',
    }) as const,
)
