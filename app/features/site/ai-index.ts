import type { Author } from '~/content/authors'
import { company, estimator, pricingGuide, warranty } from '~/content/business'
import type { ServiceArea } from '~/content/service-areas'
import type { SitePage } from '~/content/site-pages'
import type { KnowledgeArticle } from '~/features/knowledge/types'
import { defaultLang, localeOf, pathIn, servedLangs } from '~/i18n/lang'
import type { AiIndex } from './ai-index-schema'

export type AiIndexContent = {
  /** The sitemap's paths: every entry below is one of them. */
  paths: readonly string[]
  pages: readonly SitePage[]
  articles: readonly KnowledgeArticle[]
  authors: readonly Author[]
  serviceAreas: readonly ServiceArea[]
}

/** The machine-readable description of the site (footer link). */
export function aiIndex(siteUrl: string, content: AiIndexContent): AiIndex {
  const listed = new Set(content.paths)
  const abs = (path: string) => `${siteUrl}${path}`
  const authorUrl = (slug: string | null) =>
    slug && listed.has(`/author/${slug}`) ? abs(`/author/${slug}`) : null
  // A page's twins in the other languages offered, those the sitemap lists (decision 039).
  const translations = (path: string) =>
    servedLangs
      .filter((lang) => lang !== defaultLang && listed.has(pathIn(lang, path)))
      .map((lang) => ({ hreflang: localeOf(lang).hreflang, url: abs(pathIn(lang, path)) }))
  const [saLow, saHigh] = pricingGuide.serviceAreaRange
  const { metallic, flake, solid } = pricingGuide.articleRanges
  return {
    version: 2,
    generatedFrom: 'The same content as /sitemap.xml',
    business: {
      name: company.name,
      url: abs('/'),
      phone: company.phone,
      email: company.email,
      base: `${company.base.city}, ${company.base.state}`,
      serviceArea: {
        region: company.base.region,
        counties: [...company.counties],
        radiusMiles: company.serviceRadiusMiles,
        expansion: [...company.expansion],
      },
      services: [
        { name: 'Residential garage floors', url: abs('/estimator') },
        { name: 'Metallic epoxy floors', url: abs('/portfolio') },
        { name: 'Commercial flooring and maintenance plans', url: abs('/commercial-facilities') },
        { name: 'Industrial coatings', url: abs('/spec-sheet') },
        { name: 'Floor Care Club maintenance', url: abs('/floor-care') },
        { name: 'Weekend installation blocks', url: abs('/schedule') },
      ],
      priceRanges: [
        {
          label: 'Instant estimate base rate',
          low: estimator.baseRateLow,
          high: estimator.baseRateHigh,
          unit: 'USD per sq ft',
          source: abs('/estimator'),
        },
        ...pricingGuide.sizeBands.map((b) => ({
          label: `${b.label} (${b.sqft} sq ft)`,
          low: b.low,
          high: b.high,
          unit: 'USD per sq ft' as const,
          source: abs('/pricing'),
        })),
        {
          label: 'Metallic finish',
          low: metallic[0],
          high: metallic[1],
          unit: 'USD per sq ft',
          source: abs('/knowledge'),
        },
        {
          label: 'Flake finish',
          low: flake[0],
          high: flake[1],
          unit: 'USD per sq ft',
          source: abs('/knowledge'),
        },
        {
          label: 'Solid finish',
          low: solid[0],
          high: solid[1],
          unit: 'USD per sq ft',
          source: abs('/knowledge'),
        },
        {
          label: 'Service-area pages',
          low: saLow,
          high: saHigh,
          unit: 'USD per sq ft',
          source: abs('/knowledge'),
        },
      ],
      // The sources disagree on the warranty; every reading is listed with where it appears.
      warranty: [
        {
          reading: `${warranty.standard.label}, transferable; crack repair and touch-up included in the first year`,
          shownOn: [abs('/estimator'), abs('/pricing'), abs('/warranty')],
        },
        {
          reading: `Lifetime on material adhesion, ${warranty.terms.colorRetentionYears}-year on color retention, ${warranty.terms.workmanshipSatisfactionDays}-day satisfaction on workmanship`,
          shownOn: [abs('/terms')],
        },
        {
          reading: `${warranty.lifetime.label} ${warranty.lifetime.serviceAreaScope}`,
          shownOn: [abs('/process'), abs('/why-epoxy'), abs('/knowledge')],
        },
      ],
    },
    pages: content.pages
      .filter((p) => listed.has(p.path))
      .map((p) => ({
        url: abs(p.path),
        title: p.title,
        description: p.description,
        translations: translations(p.path),
      })),
    articles: content.articles
      .filter((a) => listed.has(a.path))
      .map((a) => ({
        id: a.id,
        slug: a.slug,
        url: abs(a.path),
        title: a.title,
        summary: a.summary,
        category: a.category,
        keywords: a.keywords,
        datePublished: a.datePublished,
        dateModified: a.dateModified,
        author: { name: a.author, url: authorUrl(a.authorSlug) },
        translations: a.translations
          .filter((t) => listed.has(t.path))
          .map((t) => ({ hreflang: localeOf(t.lang).hreflang, url: abs(t.path) })),
      })),
    authors: content.authors
      .filter((a) => listed.has(`/author/${a.slug}`))
      .map((a) => ({
        slug: a.slug,
        name: a.name,
        role: a.role,
        url: abs(`/author/${a.slug}`),
        translations: translations(`/author/${a.slug}`),
      })),
    serviceAreas: content.serviceAreas
      .filter((a) => listed.has(`/service-area/${a.zip}`))
      .map((a) => ({
        zip: a.zip,
        city: a.city,
        county: a.county,
        state: a.state,
        url: abs(`/service-area/${a.zip}`),
        // Named only where publicPaths() lists the page (decision 034).
        translations: translations(`/service-area/${a.zip}`),
      })),
  }
}
