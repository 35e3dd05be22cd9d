/**
 * The portfolio page, as ICU messages (decision 039): English is a catalog like every other language.
 * The projects are the owner's content and bring their own words in each language they are written in;
 * these are the words around them, the featured case study and the sections below it. `{marks}` are
 * filled in the browser (`fill`), which counts the projects a filter shows. Links name the default
 * language's path; a page the language lacks is linked in the default language.
 */
export const portfolio = {
  meta: {
    title: 'Portfolio | {company} Epoxy Floors',
    description:
      'Residential, commercial and industrial epoxy, flake and metallic floors installed across {region}.',
  },
  headline: 'Proof in the Pour',
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
    title: 'A Taproom Floor That Shrugs Off Saturday Night',
    stats: [
      { term: 'Square Feet', figure: '{sqft} sq ft' },
      { term: 'Timeline', figure: '3 Days' },
      { term: 'Material', figure: 'Black & silver metallic epoxy, urethane topcoat' },
      { term: 'Client Type', figure: 'Craft brewery taproom' },
    ],
    sections: [
      {
        heading: 'Challenge',
        text: 'A Lawrenceville taproom had a 1990s slab with spalled joints, old tile adhesive and grease-soaked patches behind the bar. It could close for one long weekend, not a week, and the floor had to survive spilled beer, cleaning chemicals and forklifts moving kegs.',
      },
      {
        heading: 'Approach',
        text: 'We diamond-ground the slab to open the pores, filled the cracks and joints with a rigid epoxy repair, and laid a moisture-tolerant primer. The metallic base coat went down Saturday, hand-worked into silver lava lines, and a chemical-resistant urethane topcoat with a fine grit went on Sunday.',
      },
      {
        heading: 'Result',
        text: 'The taproom reopened Tuesday on schedule. Six months on, the floor cleans with a mop and neutral cleaner, shows no staining behind the bar, and regulars ask who poured it.',
      },
    ],
    beforeAndAfter: 'Before and After',
    before: 'Before:',
    beforeText:
      'Cracked grey concrete with tile-adhesive scars, dark grease stains behind the bar and chipped control joints.',
    beforeImage: 'Illustration of the cracked, stained concrete slab before the work',
    after: 'After:',
    afterText:
      'A seamless black floor with silver flow lines, a non-slip satin topcoat and repaired joints you cannot see.',
    afterImage: 'The finished taproom floor: black metallic epoxy with flowing silver lines',
    link: { to: '/estimator', label: 'Start Your Project Story' },
  },
  counter: { title: 'Busy Quarter on the Slab', label: 'installations this quarter' },
  instagram: {
    title: 'From Our Instagram',
    lead: "Fresh pours from the crew's phones. The live feed is coming soon.",
    /** The placeholder tiles' captions, in the order of `instagramTiles` (content/projects.ts). */
    captions: [
      'Copper pour, hour two',
      'Flake broadcast, full coverage',
      'Marble veins, hand-worked',
      'Electric green home gym',
      'Granite speckle workshop',
      'Ocean blue reveal day',
    ],
    follow: 'Follow us on Instagram',
    newTab: ' (opens in a new tab)',
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

export type PortfolioCatalog = typeof portfolio
