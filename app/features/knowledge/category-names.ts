// Relative imports only, as categories.ts.
import { knowledge } from '../../content/en/knowledge'
import { type ArticleCategory, categoryIds } from './categories'

/**
 * Each topic with its name in the default language, for what stays English: the console's editor and
 * llms.txt. Pages name topics from their own language's catalog (decision 039).
 */
export const articleCategories = categoryIds.map((id) => ({ id, label: knowledge.categories[id] }))

export function categoryLabel(id: ArticleCategory): string {
  return knowledge.categories[id] ?? id
}
