import { claims, company } from './business'
import type { FinishId } from './finishes'

/** The home page's stat strip. */
export const homeStats = [
  { value: claims.clientsServed, label: 'Clients Served' },
  { value: claims.established, label: `${company.founded.season} Launch` },
  { value: claims.averageInstall, label: 'Average Install' },
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
