// Relative imports only: react-router.config.ts loads this file without Vite's `~/` alias.
import { authors } from '../../content/authors'
// Joins the repository authors' Spanish to them (on the server only), so the build's list of pages has
// their Spanish pages too; once content is published, `authors` holds the published authors.
import '../../content/published'
import { articleFiles } from './article-files.server'

/** Paths of every article (by its canonical slug) and every author page. */
export function knowledgePaths(): string[] {
  return [...articleFiles().map((f) => `/article/${f.slug}`), ...authors.map((a) => `/author/${a.slug}`)]
}

/**
 * The knowledge hub's Spanish pages that exist (decision 034): the Spanish hub, the page of every
 * article with a Spanish version, and of every author with one. The others answer 404 under /es.
 */
export function spanishKnowledgePaths(): string[] {
  return [
    '/es/knowledge',
    ...articleFiles()
      .filter((f) => f.es)
      .map((f) => `/es/article/${f.slug}`),
    ...authors.filter((a) => a.es).map((a) => `/es/author/${a.slug}`),
  ]
}
