import { portfolioPage as page } from './pages/portfolio'
import { caseStudy } from './projects'

/**
 * The portfolio's words in the shape both languages share (decision 034): this English copy is in the
 * bundle, and is the template the Spanish words (`es/portfolio.ts`) are packed into and read back from
 * (`packed-words.ts`). `{marks}` are filled in the browser (`fill`), which counts the projects a filter
 * shows. The sections only the English page has (the before-and-after pictures, the counter, the
 * Instagram tiles) keep their words in the route.
 */
export const portfolioCopy = {
  meta: { title: page.title, description: page.description },
  headline: page.headline,
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
  caseStudy: {
    eyebrow: 'Featured case study',
    title: caseStudy.title,
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
    link: { to: '/estimator', label: 'Start Your Project Story' },
  },
  cta: {
    title: 'Your Floor Could Be Next',
    text: 'Price it in under three minutes, or see exactly how we get from cracked slab to reveal day.',
    links: [
      { to: '/estimator', label: 'Get My Estimate' },
      { to: '/process', label: 'View Process' },
    ],
  },
}

export type PortfolioCopy = typeof portfolioCopy
