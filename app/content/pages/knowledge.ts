// /knowledge: its document title, meta description and headline (decision 035).
import { company } from '../business'
import { live } from '../live'

export const knowledgePage = live(
  () =>
    ({
      path: '/knowledge',
      title: 'Knowledge Hub | Refined Resin',
      description: `Guides on epoxy chemistry, garage prep, commercial specs, metallic finish care and local service in ${company.base.region}.`,
      headline: 'Resin Intelligence',
    }) as const,
)
