/** Content kinds and the keys of the items a kind has only one of (decision 033); shared with pages. */
export type ContentKind = 'facts' | 'price-book' | 'job-role' | 'article'

/** The item of a kind that has only one. */
export const singleKey = { facts: 'business', 'price-book': 'current' } as const

export const contentKinds: readonly ContentKind[] = ['facts', 'price-book', 'job-role', 'article']

export const kindLabels: Record<ContentKind, string> = {
  facts: 'Business facts',
  'price-book': 'Price book',
  'job-role': 'Job role',
  article: 'Article',
}
