// Relative imports only: react-router.config.ts loads this file without Vite's `~/` alias.
import { authors } from '../../content/authors'
import { articleFiles } from './article-files.server'

/** Paths of every article (by its canonical slug) and every author page. */
export function knowledgePaths(): string[] {
  return [...articleFiles().map((f) => `/article/${f.slug}`), ...authors.map((a) => `/author/${a.slug}`)]
}
