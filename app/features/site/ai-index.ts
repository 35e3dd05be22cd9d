import { company, estimator, warranty } from '~/content/business'
import { sitePages } from '~/content/site-pages'

/** The machine-readable description of the site (footer link, spec §7 call 7). */
export function aiIndex(siteUrl: string) {
  return {
    business: {
      name: company.name,
      url: `${siteUrl}/`,
      phone: company.phone,
      email: company.email,
      base: `${company.base.city}, ${company.base.state}`,
      serviceArea: {
        region: company.base.region,
        counties: company.counties,
        radiusMiles: company.serviceRadiusMiles,
      },
      priceRangePerSqft: { low: estimator.baseRateLow, high: estimator.baseRateHigh, currency: 'USD' },
      warranty: {
        standard: warranty.standard.label,
        terms: warranty.terms,
        lifetime: warranty.lifetime.label,
      },
    },
    pages: sitePages.map((p) => ({ url: `${siteUrl}${p.path}`, title: p.title, description: p.description })),
  }
}
