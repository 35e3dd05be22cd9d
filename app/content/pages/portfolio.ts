// /portfolio: its document title, meta description and headline (decision 035).
import { company } from '../business'
import { live } from '../live'

export const portfolioPage = live(
  () =>
    ({
      path: '/portfolio',
      title: 'Portfolio | Refined Resin Epoxy Floors',
      description: `Residential, commercial and industrial epoxy, flake and metallic floors installed across ${company.base.region}.`,
      headline: 'Proof in the Pour',
    }) as const,
)
