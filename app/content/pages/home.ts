// /: its document title, meta description and headline (decision 035).
import { company, warranty } from '../business'
import { live } from '../live'

export const homePage = live(
  () =>
    ({
      path: '/',
      title: `Refined Resin | Premium Epoxy & Metallic Floors in ${company.base.region}`,
      description: `Premium epoxy and metallic resin flooring for garages, homes and businesses across ${company.base.region}. Instant estimates, weekend installs, ${warranty.standard.years}-year warranty.`,
      headline: 'Refined Resin. Floors Poured Like Art.',
    }) as const,
)
