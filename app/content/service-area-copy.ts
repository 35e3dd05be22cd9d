/**
 * The words of the service-area pages. The figures
 * in them come from content/business/; the page fills in the place.
 */

import { company, installDuration, pricingGuide, responseTimes, warranty } from './business'
import { en } from './en/span-words'
import { usd } from './format'
import { live } from './live'

export const serviceCards = [
  {
    title: 'Residential Garage Floors',
    text: 'Flake, solid and metallic systems over a diamond-ground slab, with a UV-stable topcoat that shrugs off hot tires, road salt and red clay.',
    href: '/estimator',
    cta: 'Price my garage',
  },
  {
    title: 'Commercial Flooring',
    text: 'Showrooms, taprooms, salons and offices: slip-resistant metallic and solid-colour floors phased around your opening hours.',
    href: '/commercial-facilities',
    cta: 'Commercial programs',
  },
  {
    title: 'Industrial Coatings',
    text: 'High-build epoxy and urethane cement for warehouses and shops, with forklift-ready joints and OSHA aisle marking.',
    href: '/spec-sheet',
    cta: 'See the spec sheet',
  },
] as const

export const reasons = live(
  () =>
    [
      {
        title: 'Licensed and insured',
        text: 'Fully licensed and insured crews, with a certificate of insurance on request.',
      },
      {
        title: 'Diamond-ground prep',
        text: 'We grind every slab to a real surface profile and test moisture before we pour.',
      },
      {
        title: `${en(installDuration.average)} average install`,
        text: `Most homes are done in ${en(installDuration.residential)}, with foot traffic after ${en(installDuration.residentialCure)}.`,
      },
      {
        title: warranty.lifetime.label,
        text: `Our service-area installs carry a lifetime warranty ${warranty.lifetime.serviceAreaScope}.`,
      },
      {
        title: 'Low-VOC materials',
        text: 'Low-VOC, domestically made resins that are safer to live with while they cure.',
      },
      {
        title: 'Straight pricing',
        text: `Floors typically run ${usd(pricingGuide.serviceAreaRange[0])}-${usd(pricingGuide.serviceAreaRange[1])} per sq ft, with an instant estimate online.`,
      },
    ] as const,
)

export const serviceAreaFacts = {
  responseTime: responseTimes.serviceArea,
  priceRange: pricingGuide.serviceAreaRange,
  radiusMiles: company.serviceRadiusMiles,
  bookAhead: pricingGuide.factors.bookAheadWeeks,
} as const
