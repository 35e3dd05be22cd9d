import { installDuration, whyEpoxy } from './business'
import { en } from './en/span-words'
import { live } from './live'

/** The science section's three steps. */
export const howItWorks = [
  {
    title: 'Resin plus hardener',
    text: 'Two liquids, an epoxy resin and a polyamine hardener, are mixed in an exact ratio and start to react the moment they meet.',
  },
  {
    title: 'Molecular bond',
    text: 'The molecules cross-link into one continuous three-dimensional network: a thermoset plastic that cannot melt or dissolve back.',
  },
  {
    title: 'Structural integration',
    text: 'Because it soaks into ground concrete before curing, the coating locks into the slab itself rather than sitting on top like paint.',
  },
] as const

const { min, max } = whyEpoxy.thermalRangeF

export const benefits = [
  {
    title: 'Impact resistant',
    text: `${whyEpoxy.strongerThanConcrete} stronger than bare concrete and rated for ${whyEpoxy.loadRatingLbs} lb loads: dropped tools and jacks leave no crater.`,
  },
  {
    title: 'Chemical proof',
    text: 'Oil, brake fluid, road salt, bleach and most solvents wipe off the sealed surface instead of soaking in.',
  },
  {
    title: 'Thermal stable',
    text: `Stays bonded from ${min}°F to ${max}°F, through a Georgia August garage and a January cold snap.`,
  },
  {
    title: 'Low VOC',
    text: 'Low-VOC, domestically made materials: no lingering solvent smell, safe to live above within a day.',
  },
] as const

export type ComparisonRow = {
  material: string
  costPerSqft: string
  lifespan: string
  maintenance: string
  aesthetic: string
  safety: string
}

export const comparison: readonly ComparisonRow[] = live(() => [
  {
    material: 'Epoxy',
    costPerSqft: whyEpoxy.costPerSqft.epoxy,
    lifespan: `${whyEpoxy.lifespanYears.epoxy} years`,
    maintenance: 'Mop with neutral cleaner',
    aesthetic: 'Seamless metallic, flake or solid',
    safety: 'Slip-resistant grit topcoat',
  },
  {
    material: 'Tile',
    costPerSqft: whyEpoxy.costPerSqft.tile,
    lifespan: `${whyEpoxy.lifespanYears.tile} years`,
    maintenance: 'Grout sealing and cracked-tile repair',
    aesthetic: 'Patterned, with grout lines',
    safety: 'Slippery when wet',
  },
  {
    material: 'Paint',
    costPerSqft: whyEpoxy.costPerSqft.paint,
    lifespan: `${whyEpoxy.lifespanYears.paint} years`,
    maintenance: 'Repaint when it peels',
    aesthetic: 'Flat single color',
    safety: 'Slippery; hot tires lift it',
  },
  {
    material: 'Polished Concrete',
    costPerSqft: whyEpoxy.costPerSqft.polishedConcrete,
    lifespan: `${whyEpoxy.lifespanYears.polishedConcrete} years`,
    maintenance: 'Periodic re-polishing and sealing',
    aesthetic: 'Industrial grey sheen',
    safety: 'Slippery when wet or dusty',
  },
])

export const industries = live(
  () =>
    [
      {
        value: 'residential',
        label: 'Residential',
        description:
          'Garages, basements and patios that look like a showroom and clean with a mop, installed over a weekend.',
        benefits: [
          `Installed in ${en(installDuration.average)}, most over a single weekend`,
          'Hot-tire pickup and oil stains are a thing of the past',
          'Seals out dust and moisture from the slab',
          `Adds resale appeal: ${whyEpoxy.highEndRoi} ROI in high-end markets`,
        ],
      },
      {
        value: 'commercial',
        label: 'Commercial',
        description:
          'Showrooms, salons, clinics and taprooms that need a striking floor and the least possible downtime.',
        benefits: [
          `Janitorial costs cut by ${whyEpoxy.janitorialReduction}`,
          'Seamless surface with no grout to harbor bacteria',
          `Larger spaces done in ${en(installDuration.largerCommercial)}, scheduled around opening hours`,
          'Custom colors and logos that carry your brand',
        ],
      },
      {
        value: 'industrial',
        label: 'Industrial',
        description:
          'Warehouses, machine shops and production floors under forklifts, pallet jacks and spilled chemicals.',
        benefits: [
          `Rated for ${whyEpoxy.loadRatingLbs} lb loads`,
          `${whyEpoxy.industrialMaintenanceFreeYears} years maintenance-free`,
          'Resists hydraulic fluid, solvents and cleaning chemicals',
          'Line striping and safety zones poured into the system',
        ],
      },
      {
        value: 'federal',
        label: 'Federal',
        description:
          'Government and military facilities: hangars, motor pools and offices held to documented specifications.',
        benefits: [
          'Technical spec sheet with mix ratios, pot life and cure times',
          'Low-VOC, domestically made materials',
          `Thermal stability from ${min}°F to ${max}°F`,
          'Licensed and insured crews with certificates on request',
        ],
      },
    ] as const,
)

export const closingQuote = {
  text: 'The best floor is the one you install once and stop thinking about.',
  attribution: 'The Refined Resin crew',
} as const
