// Relative imports only: react-router.config.ts reaches this file (through the article files) without
// Vite's `~/` alias.
import { sharedWords } from './words'

/** The knowledge hub's topics, as stored in article front matter. */
export const categoryIds = [
  'local-service',
  'residential-tips',
  'commercial-specs',
  'chemistry-breakdowns',
  'case-studies',
  'trends',
] as const

export type ArticleCategory = (typeof categoryIds)[number]

/** Each topic with its English name, which is one of the words the knowledge pages share. */
export const articleCategories = categoryIds.map((id) => ({ id, label: sharedWords.categories[id] }))

export function categoryLabel(id: ArticleCategory): string {
  return sharedWords.categories[id] ?? id
}
