// Relative imports only: react-router.config.ts loads this file without Vite's `~/` alias.
import { authors } from '../../content/authors'
// Joins the repository authors' Spanish to them (on the server only), so the build's list of pages has
// their Spanish pages too; once content is published, `authors` holds the published authors.
import '../../content/published'
import { itemIn } from '../../i18n/content'
import { type Lang, pathIn } from '../../i18n/lang'
import { articleFiles } from './article-files.server'

/** Paths of every article (by its canonical slug) and every author page. */
export function knowledgePaths(): string[] {
  return [...articleFiles().map((f) => `/article/${f.slug}`), ...authors.map((a) => `/author/${a.slug}`)]
}

/**
 * The knowledge hub's pages that exist in a language other than the default (decision 034): its hub,
 * the page of every article the owner wrote in it, and of every author. The others answer 404 there.
 */
export function knowledgePathsIn(lang: Lang): string[] {
  return [
    pathIn(lang, '/knowledge'),
    ...articleFiles()
      .filter((f) => itemIn(f, lang))
      .map((f) => pathIn(lang, `/article/${f.slug}`)),
    ...authors.filter((a) => itemIn(a, lang)).map((a) => pathIn(lang, `/author/${a.slug}`)),
  ]
}
