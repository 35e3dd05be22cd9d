import { commercialPlans, company, floorCareClub, installDuration, warranty } from './business'
import { live } from './live'
/**
 * The static public pages of the route table: path, document title,
 * meta description and the page's headline. Navigation, the sitemap, the
 * prerender list and the route tests all read this list.
 */
export type SitePage = {
  path: string
  title: string
  description: string
  headline: string
}

export const sitePages = live(
  () =>
    [
      {
        path: '/',
        title: 'Refined Resin | Premium Epoxy & Metallic Floors in Metro Atlanta',
        description: `Premium epoxy and metallic resin flooring for garages, homes and businesses across ${company.base.region}. Instant estimates, weekend installs, ${warranty.standard.years}-year warranty.`,
        headline: 'Refined Resin. Floors Poured Like Art.',
      },
      {
        path: '/portfolio',
        title: 'Portfolio | Refined Resin Epoxy Floors',
        description:
          'Residential, commercial and industrial epoxy, flake and metallic floors installed across Metro Atlanta.',
        headline: 'Proof in the Pour',
      },
      {
        path: '/estimator',
        title: 'Instant Epoxy Floor Estimate | Refined Resin',
        description:
          'Get an instant price range for your epoxy or metallic floor in under 3 minutes: space, size, finish and timing.',
        headline: 'Know Before You Pour',
      },
      {
        path: '/process',
        title: 'Our Process | Refined Resin',
        description: `From crack repair to reveal day: how we grind, prime, pour and cure floors that install in ${installDuration.processDescription} and carry a ${warranty.lifetime.label.toLowerCase()}.`,
        headline: 'From Crack to Craft',
      },
      {
        path: '/partnerships',
        title: 'Partner Programs | Refined Resin',
        description:
          'Builder, architect and facility partnerships with referral commission of up to 15%, priority scheduling and spec support.',
        headline: 'Build Better Floors Together',
      },
      {
        path: '/knowledge',
        title: 'Knowledge Hub | Refined Resin',
        description:
          'Guides on epoxy chemistry, garage prep, commercial specs, metallic finish care and local service in Metro Atlanta.',
        headline: 'Resin Intelligence',
      },
      {
        path: '/careers',
        title: 'Careers | Refined Resin',
        description:
          'Join a craft-first epoxy flooring crew in Metro Atlanta: installer, lead installer, estimator and content roles.',
        headline: 'Build a Career in Craft',
      },
      {
        path: '/contact',
        title: 'Contact | Refined Resin',
        description:
          'Call, text or email Refined Resin, or send a message. We answer in under 2 hours on business days.',
        headline: "Let's Talk Floors",
      },
      {
        path: '/privacy',
        title: 'Privacy Policy | Refined Resin',
        description: 'What Refined Resin stores when you use this site, why, and how to have it removed.',
        headline: 'Privacy Policy',
      },
      {
        path: '/terms',
        title: 'Terms of Service | Refined Resin',
        description:
          'Terms for estimates, bookings, deposits, cancellations and warranties at Refined Resin.',
        headline: 'Terms of Service',
      },
      {
        path: '/accessibility',
        title: 'Accessibility Statement | Refined Resin',
        description:
          'Our accessibility target (WCAG 2.2 AA), known limits, and how to reach us about a barrier.',
        headline: 'Accessibility Statement',
      },
      {
        path: '/pricing',
        title: 'Epoxy Floor Pricing Guide | Refined Resin',
        description:
          'What an epoxy floor costs in Metro Atlanta: size bands, finish factors, surcharges and what every install includes.',
        headline: 'Pricing Guide',
      },
      {
        path: '/warranty',
        title: 'Warranty | Refined Resin',
        description: `Our ${warranty.standard.years}-year transferable finish warranty: what it covers, what it excludes, and how to file a claim.`,
        headline: 'Our Warranty',
      },
      {
        path: '/partner-application',
        title: 'Partner Application | Refined Resin',
        description:
          'Apply to the Refined Resin partner program. We review every application within 2 business days.',
        headline: 'Partner Application',
      },
      {
        path: '/floor-care',
        title: 'Floor Care Club | Refined Resin',
        description: `Quarterly inspections, 20% off and a warranty extended to 7 years: $${floorCareClub.priceLaunch}/year launch special.`,
        headline: 'Floor Care Club',
      },
      {
        path: '/spec-sheet',
        title: 'Technical Spec Sheet | Refined Resin',
        description: 'Mix ratios, pot life, cure times and service temperatures for our epoxy floor systems.',
        headline: 'Technical Spec Sheet',
      },
      {
        path: '/builders-contractors',
        title: 'Builder & Contractor Program | Refined Resin',
        description:
          'Tiered builder discounts up to 15%, net-30 terms, 24-hour quotes and insurance certificates.',
        headline: 'Builder & Contractor Program',
      },
      {
        path: '/architects-designers',
        title: 'Architect & Designer Program | Refined Resin',
        description:
          'Specification support, finish samples within 5 business days, and spec sheets for resin floors.',
        headline: 'Architect & Designer Program',
      },
      {
        path: '/commercial-facilities',
        title: 'Commercial Facility Maintenance Plans | Refined Resin',
        description: `Maintenance plans for commercial and industrial floors from $${commercialPlans.plans[0].pricePerMonth}/mo, with inspections and emergency response.`,
        headline: 'Commercial Facility Program',
      },
      {
        path: '/schedule',
        title: 'Book an Installation Block | Refined Resin',
        description:
          'Pick an available 3-day weekend install block and request it. We confirm within 24 hours.',
        headline: 'Lock Your Weekend Slot',
      },
      {
        path: '/why-epoxy',
        title: 'Why Epoxy Floors | Refined Resin',
        description: `Why epoxy outlasts tile, paint and polished concrete: the chemistry, the comparison, and a 20-year cost calculator. ${warranty.lifetime.label}.`,
        headline: "The Last Floor You'll Ever Need",
      },
    ] as const,
) satisfies readonly SitePage[]

export type SitePath = (typeof sitePages)[number]['path']

export function sitePage(path: SitePath): SitePage {
  const page = sitePages.find((p) => p.path === path)
  if (!page) throw new Error(`Unknown site page ${path}`)
  return page
}
