import { caseStudy, instagramTiles } from './projects'

/**
 * Every word of the portfolio page in one shape for both languages (decision 034): this English copy is
 * in the bundle, the Spanish one (`es/portfolio.ts`) arrives formatted in the loader's data. `{marks}`
 * are filled in the browser (`fill`), which counts the projects a filter shows.
 */
export const portfolioCopy = {
  lead: 'Garages, showrooms, taprooms and warehouses across Metro Atlanta, each poured by our own crew.',
  stats: ['Clients', 'Sq Ft Poured', 'On Time'],
  heroLinks: [
    { to: '/portfolio?filter=residential#gallery', label: 'See Residential Work' },
    { to: '/portfolio?filter=commercial#gallery', label: 'See Commercial Jobs' },
  ],
  galleryTitle: 'Project Gallery',
  filterLabel: 'Filter projects',
  filters: {
    all: 'All Projects',
    residential: 'Residential',
    commercial: 'Commercial',
    industrial: 'Industrial',
    metallic: 'Metallic',
    flake: 'Flake',
    solid: 'Solid',
  },
  showing: 'Showing {shown} of {total} projects',
  card: {
    oneDay: '{days} Day',
    days: '{days} Days',
    lifetime: 'Lifetime',
    lifetimeHidden: ' warranty',
    sqft: '{area} sq ft',
  },
  /** English pages describe the artwork with the finish's own words (finishes.ts). */
  finishAlts: null as Record<string, string> | null,
  caseStudy: {
    eyebrow: 'Featured case study',
    title: caseStudy.title,
    imageAlt: caseStudy.imageAlt,
    stats: [
      { term: 'Square Feet', value: '{sqft}' },
      { term: 'Timeline', value: caseStudy.stats.timeline },
      { term: 'Material', value: caseStudy.stats.material },
      { term: 'Client Type', value: caseStudy.stats.clientType },
    ],
    sections: [
      { heading: 'Challenge', text: caseStudy.challenge },
      { heading: 'Approach', text: caseStudy.approach },
      { heading: 'Result', text: caseStudy.result },
    ],
    beforeAfterTitle: 'Before and After',
    beforeLabel: 'Before: ',
    before: caseStudy.before,
    afterLabel: 'After: ',
    after: caseStudy.after,
    slabLabel: 'Illustration of the cracked, stained concrete slab before the work',
    link: { to: '/estimator', label: 'Start Your Project Story' },
  },
  counterTitle: 'Busy Quarter on the Slab',
  counterLabel: 'installations this quarter',
  cta: {
    title: 'Your Floor Could Be Next',
    text: 'Price it in under three minutes, or see exactly how we get from cracked slab to reveal day.',
    links: [
      { to: '/estimator', label: 'Get My Estimate' },
      { to: '/process', label: 'View Process' },
    ],
  },
  instagram: {
    title: 'From Our Instagram',
    text: "Fresh pours from the crew's phones. The live feed is coming soon.",
    captions: instagramTiles.map((t) => t.caption),
    follow: 'Follow us on Instagram',
    newTab: ' (opens in a new tab)',
  },
}

export type PortfolioCopy = typeof portfolioCopy
