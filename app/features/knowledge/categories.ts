/** The knowledge hub's topics, as stored in article front matter. */
export const articleCategories = [
  { id: 'local-service', label: 'Local Service' },
  { id: 'residential-tips', label: 'Residential Tips' },
  { id: 'commercial-specs', label: 'Commercial Specs' },
  { id: 'chemistry-breakdowns', label: 'Chemistry Breakdowns' },
  { id: 'case-studies', label: 'Case Studies' },
  { id: 'trends', label: 'Trends' },
] as const

export type ArticleCategory = (typeof articleCategories)[number]['id']
export const categoryIds = articleCategories.map((c) => c.id) as [ArticleCategory, ...ArticleCategory[]]

export function categoryLabel(id: ArticleCategory): string {
  return articleCategories.find((c) => c.id === id)?.label ?? id
}
