/** The knowledge hub's topics, as stored in article front matter; each language names them in its catalog. */
export const categoryIds = [
  'local-service',
  'residential-tips',
  'commercial-specs',
  'chemistry-breakdowns',
  'case-studies',
  'trends',
] as const

export type ArticleCategory = (typeof categoryIds)[number]
