import { claims } from './business'

/** The home page's stat strip (spec §2 Home, section 2). */
export const homeStats = [
  { value: claims.clientsServed, label: 'Clients Served' },
  { value: claims.established, label: 'Summer Launch' },
  { value: claims.averageInstall, label: 'Average Install' },
] as const

/** Why-us values (spec §2 Home, section 3). */
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

/** The project panel's figures (spec §9 marketing figures). */
export const projectPanelStats = [
  { value: String(claims.activeProjects), label: 'Active Projects' },
  { value: String(claims.projectsThisMonth), label: 'This Month' },
  { value: claims.onSchedule, label: 'On Schedule' },
] as const

export const proofCategories = ['Residential', 'Commercial', 'Industrial'] as const

/** The message 'Add Yours' prefills on the contact form. */
export const reviewPrefill =
  'I would like to share a review of my Refined Resin floor.\n\nProject (city and space): \nMy review: \nRating (1-5): '
