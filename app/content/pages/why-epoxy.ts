// /why-epoxy: its document title, meta description and headline (decision 035).
import { warranty } from '../business'
import { live } from '../live'

export const whyEpoxyPage = live(
  () =>
    ({
      path: '/why-epoxy',
      title: 'Why Epoxy Floors | Refined Resin',
      description: `Why epoxy outlasts tile, paint and polished concrete: the chemistry, the comparison, and a 20-year cost calculator. ${warranty.lifetime.label}.`,
      headline: "The Last Floor You'll Ever Need",
    }) as const,
)
