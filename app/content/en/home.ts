/**
 * The home page in English (decision 039): ICU messages its loader formats with the published facts.
 * Links name the default language's path (`to`) and go to the page in the visitor's language; a
 * language lists only the links to pages it has, the first being the primary button. `projects`
 * and `proof` word the cards of `content/home.ts` in order; `note` is an in-progress card's
 * progress. `countyName` names a county in the page's structured data.
 */
export const home = {
  meta: {
    title: 'Refined Resin | Premium Epoxy & Metallic Floors in {region}',
    description:
      'Premium epoxy and metallic resin flooring for garages, homes and businesses across {region}. Instant estimates, weekend installs, {warrantyYears}-year warranty.',
  },
  eyebrow: '{region} · Buford, GA',
  headline: 'Refined Resin. Floors Poured Like Art.',
  tagline: 'Artisan metallic and epoxy floors, poured by hand in {region}.',
  heroAlt: 'Swirled metallic copper epoxy floor with bronze and amber veining',
  heroLinks: [
    { to: '/schedule', label: 'Lock Your Weekend Slot' },
    { to: '/portfolio', label: 'See Styles' },
  ],
  glance: 'At a glance',
  stats: [
    { figure: '{clientsServed}', label: 'Clients Served' },
    { figure: 'Est. {year}', label: '{season} Launch' },
    { figure: '{averageInstall}', label: 'Average Install' },
  ],
  why: 'Why Refined Resin',
  values: [
    {
      title: 'Precision',
      text: 'Every slab is diamond-ground, moisture-tested and crack-repaired before a drop of resin goes down.',
    },
    {
      title: 'Durability',
      text: 'Industrial-grade epoxy and a urethane topcoat that shrug off hot tires, oil, salt and dropped tools.',
    },
    {
      title: 'Design',
      text: 'Metallic flows, flake blends and solid colors mixed and hand-worked by our own crew, never subcontracted.',
    },
  ],
  projectsTitle: 'Current & Recent Projects',
  projects: [
    { title: 'Two-Car Garage Makeover', finish: 'Metallic Copper', note: 'Day 2 of 3' },
    { title: 'Finished Basement Lounge', finish: 'Storm Grey Solid', note: '' },
    { title: 'Distribution Warehouse Bay', finish: 'Gunmetal Flake', note: '' },
  ],
  panelStats: [
    { figure: '{activeProjects}', label: 'Active Projects' },
    { figure: '{projectsThisMonth}', label: 'This Month' },
    { figure: '{onSchedule}', label: 'On Schedule' },
  ],
  panelLinks: [
    { to: '/portfolio', label: 'View All Projects' },
    { to: '/schedule', label: 'Schedule Installation' },
  ],
  proofTitle: "Floors We've Poured",
  categoriesLabel: 'Project categories',
  categories: ['Residential', 'Commercial', 'Industrial'],
  proof: [
    {
      title: 'Midnight Lava Garage',
      finish: 'Black and Silver Metallic',
      area: 'Three-car garage, 720 sq ft',
      alt: 'Black metallic epoxy floor with flowing silver lava lines',
    },
    {
      title: 'Boutique Showroom',
      finish: 'Metallic Blue',
      area: 'Retail sales floor, 1,100 sq ft',
      alt: 'Deep metallic blue epoxy floor with silver ripples',
    },
    {
      title: 'Weekend Workshop',
      finish: 'Granite Speckle',
      area: 'Single-bay workshop, 420 sq ft',
      alt: 'Granite-look epoxy floor speckled black, white and grey',
    },
  ],
  proofLinks: [{ to: '/portfolio', label: 'See More Projects' }],
  testimonials: 'What Clients Say',
  addReview: 'Add Yours',
  reviewPrefill:
    'I would like to share a review of my Refined Resin floor.\n\nProject (city and space): \nMy review: \nRating (1-5): ',
  closingTitle: "Ready for the Last Floor You'll Ever Need?",
  closingText: 'Get your price in under three minutes, then pick the weekend we pour.',
  closingLinks: [
    { to: '/estimator', label: 'Lock Your Weekend Slot' },
    { to: '/portfolio', label: 'View Finishes' },
  ],
  card: {
    status: { inProgress: 'IN PROGRESS', completed: 'COMPLETED' },
    completed: 'Completed',
    day: 'day',
    days: 'days',
    duration: 'Duration',
    location: 'Location',
    area: 'Area',
    sqft: 'sq ft',
  },
  roles: { Homeowner: 'Homeowner', 'Business Owner': 'Business Owner', Contractor: 'Contractor' },
  countyName: '{county} County, GA',
}

export type HomeCopy = typeof home
