import { company } from '~/content/business'
import { finishes } from '~/content/finishes'
import { type ServiceArea, serviceAreas } from '~/content/service-areas'
import { milesFromBase } from '~/features/service-area/lookup'
import { hashString, seededReadCount } from './seeded'
import type { KnowledgeArticle } from './types'

/** Every generated service article carries these dates. */
const serviceArticleDates = { published: '2025-01-20', modified: '2025-01-22' } as const

const serviceArticleId = (zip: string) => `service-${zip}`

/** The ZIP of a service article id, or null for any other id. */
export function zipOfServiceArticle(id: string): string | null {
  const m = /^service-(\d{5})$/.exec(id)
  return m ? m[1] : null
}

/** The local service article of one ZIP, leading to its service-area page. */
export function serviceArticle(area: ServiceArea): KnowledgeArticle {
  const { zip, city, county, state } = area
  const miles = Math.round(milesFromBase(area))
  const title = `Epoxy Flooring in ${city}, ${state} ${zip}`
  // Kept free of words every service page would share ("metallic", our base town), so searches stay sharp.
  const summary = `Garage, basement and commercial epoxy floors for ${city} (${zip}) in ${county} County: local scheduling, pricing, warranty and nearby ZIP codes.`
  return {
    id: serviceArticleId(zip),
    slug: serviceArticleId(zip),
    title,
    metaDescription: summary.slice(0, 160),
    summary,
    aiSummary: `${company.name} installs epoxy, flake and metallic resin floors in ${city}, ${state} ${zip}, part of ${county} County, roughly ${miles} miles from its ${company.base.city} base.`,
    keywords: [
      `epoxy flooring ${city}`,
      `garage floor coating ${city} ${state}`,
      `${county} County epoxy floors`,
      zip,
    ],
    tags: [city, `${county} County`, 'Local Service'],
    category: 'local-service',
    author: `${company.name} Team`,
    authorSlug: null,
    datePublished: serviceArticleDates.published,
    dateModified: serviceArticleDates.modified,
    readCount: seededReadCount(zip),
    readingTime: 3,
    image: finishes[hashString(zip) % finishes.length].id,
    relatedArticles: [],
    path: `/service-area/${zip}`,
    href: `/service-area/${zip}`,
    // The service-area pages are English only.
    translations: [],
  }
}

/** One service article per listed ZIP, in ZIP order. */
export function serviceArticles(): KnowledgeArticle[] {
  return serviceAreas.map(serviceArticle)
}
