import { claims, company } from './business'
import { en } from './en/span-words'
import type { FinishId } from './finishes'
import { live } from './live'
import { homePage } from './pages/home'

/** The home page's stat strip. */
export const homeStats = [
  { value: claims.clientsServed, label: 'Clients Served' },
  { value: claims.established, label: `${company.founded.season} Launch` },
  { value: en(claims.averageInstall, 'title'), label: 'Average Install' },
] as const

/** Why-us values. */
export const homeValues = [
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
] as const

/** The project panel's figures. */
export const projectPanelStats = [
  { value: String(claims.activeProjects), label: 'Active Projects' },
  { value: String(claims.projectsThisMonth), label: 'This Month' },
  { value: claims.onSchedule, label: 'On Schedule' },
] as const

export const proofCategories = ['Residential', 'Commercial', 'Industrial'] as const

/** The message 'Add Yours' prefills on the contact form. */
export const reviewPrefill =
  'I would like to share a review of my Refined Resin floor.\n\nProject (city and space): \nMy review: \nRating (1-5): '

/** The home page's Current & Recent Projects panel (static badges). */
export type StatusProject = {
  title: string
  location: string
  finish: string
  sqft: number
  status: 'IN PROGRESS' | 'COMPLETED'
  /** A progress note while in progress ('Day 2 of 3'), or the ISO completion date. */
  progress: string
  /** The completion date as another language writes it (decision 034); English formats `progress`. */
  dateLabel?: string
}

export const currentProjects: readonly StatusProject[] = [
  {
    title: 'Two-Car Garage Makeover',
    location: 'Suwanee, GA',
    finish: 'Metallic Copper',
    sqft: 600,
    status: 'IN PROGRESS',
    progress: 'Day 2 of 3',
  },
  {
    title: 'Finished Basement Lounge',
    location: 'Flowery Branch, GA',
    finish: 'Storm Grey Solid',
    sqft: 800,
    status: 'COMPLETED',
    progress: '2026-11-14',
  },
  {
    title: 'Distribution Warehouse Bay',
    location: 'Gainesville, GA',
    finish: 'Gunmetal Flake',
    sqft: 2400,
    status: 'COMPLETED',
    progress: '2026-11-07',
  },
]

/** The home page's proof cards: a duration of 1 to 3 days each. */
export type ProofCard = {
  image: FinishId
  title: string
  finish: string
  durationDays: number
  location: string
  area: string
  /** The picture's description in another language (decision 034); English uses the finish's own. */
  alt?: string
}

export const proofCards: readonly ProofCard[] = [
  {
    image: 'black-silver-metallic',
    title: 'Midnight Lava Garage',
    finish: 'Black and Silver Metallic',
    durationDays: 2,
    location: 'Buford, GA',
    area: 'Three-car garage, 720 sq ft',
  },
  {
    image: 'metallic-blue',
    title: 'Boutique Showroom',
    finish: 'Metallic Blue',
    durationDays: 3,
    location: 'Alpharetta, GA',
    area: 'Retail sales floor, 1,100 sq ft',
  },
  {
    image: 'granite-speckle',
    title: 'Weekend Workshop',
    finish: 'Granite Speckle',
    durationDays: 1,
    location: 'Cumming, GA',
    area: 'Single-bay workshop, 420 sq ft',
  },
]

/**
 * Every word the home page shows, in one shape for both languages (decision 034): this English copy
 * is in the bundle, the Spanish one (`es/home.ts`) arrives formatted in the loader's data. Live, as
 * the eyebrow names the published region. A link list's first link is the primary button.
 */
export const homeCopy = live(() => ({
  eyebrow: `${company.base.region} · Buford, GA`,
  headline: homePage.headline,
  tagline: `${company.tagline}.`,
  heroLinks: [
    { to: '/schedule', label: 'Lock Your Weekend Slot' },
    { to: '/portfolio', label: 'See Styles' },
  ],
  glance: 'At a glance',
  stats: homeStats as readonly { value: string; label: string }[],
  why: 'Why Refined Resin',
  values: homeValues as readonly { title: string; text: string }[],
  projectsTitle: 'Current & Recent Projects',
  projects: currentProjects,
  panelStats: projectPanelStats as readonly { value: string; label: string }[],
  panelLinks: [
    { to: '/portfolio', label: 'View All Projects' },
    { to: '/schedule', label: 'Schedule Installation' },
  ],
  proofTitle: "Floors We've Poured",
  categoriesLabel: 'Project categories',
  categories: proofCategories as readonly string[],
  proof: proofCards,
  proofLinks: [{ to: '/portfolio', label: 'See More Projects' }],
  testimonials: 'What Clients Say',
  addReview: 'Add Yours',
  closingTitle: "Ready for the Last Floor You'll Ever Need?",
  closingText: 'Get your price in under three minutes, then pick the weekend we pour.',
  closingLinks: [
    { to: '/estimator', label: 'Lock Your Weekend Slot' },
    { to: '/portfolio', label: 'View Finishes' },
  ],
  card: {
    completed: 'Completed',
    day: 'day',
    days: 'days',
    duration: 'Duration',
    location: 'Location',
    area: 'Area',
    sqft: 'sq ft',
  },
}))

export type HomeCopy = typeof homeCopy
/** The project cards' words; another language also names the status badges, which English shows as they are. */
export type CardWords = HomeCopy['card'] & { status?: Record<StatusProject['status'], string> }
