import { company } from '~/content/business'
import { dialable } from '~/content/facts-and-prices'

/**
 * Organization / LocalBusiness structured data: service area, no street address (we come to you).
 * Its words are the page's, in the page's language (decision 039).
 */
export function localBusinessJsonLd(siteUrl: string, words: { description: string; counties: string[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'HomeAndConstructionBusiness'],
    '@id': `${siteUrl}/#business`,
    name: company.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/og-image.png`,
    // +1-470-555-0142 from '(470) 555-0142': the published number (decision 033).
    telephone: dialable(company.phone).replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '+1-$1-$2-$3'),
    email: company.email,
    description: words.description,
    foundingDate: String(company.founded.year),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      addressLocality: company.base.city,
      addressRegion: company.base.state,
      addressCountry: 'US',
    },
    areaServed: [
      { '@type': 'Place', name: company.base.region },
      ...words.counties.map((name) => ({ '@type': 'AdministrativeArea', name })),
    ],
    sameAs: company.social.map((s) => s.href),
  }
}
