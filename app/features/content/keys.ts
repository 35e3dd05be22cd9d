/** Content kinds and the keys of the items a kind has only one of (decision 033); shared with pages. */
export type ContentKind =
  | 'facts'
  | 'price-book'
  | 'job-role'
  | 'article'
  | 'project'
  | 'project-order'
  | 'testimonial'
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
  author: 'Author',
}

/** What the portfolio's order item holds. */
export type ProjectOrder = { keys: string[] }
