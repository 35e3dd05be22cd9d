/** Content kinds and the keys of the items a kind has only one of (decision 033); shared with pages. */
export type ContentKind =
  | 'facts'
  | 'price-book'
  | 'job-role'
  | 'article'
  | 'project'
  | 'project-order'
  | 'testimonial'
  | 'service-area'
  | 'author'

/**
 * The item of a kind that has only one. The portfolio's order is one item (the project keys in the
 * owner's order), so a reorder is one revision that history shows and restore can bring back, and two
 * editors reordering at once meet the same conflict check as any other save (decision 033).
 */
export const singleKey = { facts: 'business', 'price-book': 'current', 'project-order': 'portfolio' } as const

export const contentKinds: readonly ContentKind[] = [
  'facts',
  'price-book',
  'job-role',
  'article',
  'project',
  'project-order',
  'testimonial',
  'service-area',
  'author',
]

export const kindLabels: Record<ContentKind, string> = {
  facts: 'Business facts',
  'price-book': 'Price book',
  'job-role': 'Job role',
  article: 'Article',
  project: 'Portfolio project',
  'project-order': 'Portfolio order',
  testimonial: 'Testimonial',
  'service-area': 'Service area',
  author: 'Author',
}

/**
 * A service area's item (key: its ZIP). A retired one is unpublished and names the area its page now
 * sends visitors to; restoring it drops `redirectTo` (decision 033).
 */
export type ServiceAreaItem = {
  zip: string
  city: string
  county: string
  state: 'GA'
  latitude: number
  longitude: number
  redirectTo?: string
}

/** What the portfolio's order item holds. */
export type ProjectOrder = { keys: string[] }
