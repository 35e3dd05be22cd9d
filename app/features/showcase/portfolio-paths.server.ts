// Relative imports only: public-paths.server.ts (loaded by react-router.config.ts without Vite's `~/`
// alias) lists the portfolio's pages through this file.
import { publishedContent } from '../../content/published'
import { defaultLang, type Lang, pathIn } from '../../i18n/lang'
import { hasPortfolioIn } from './projects-in'

/**
 * The portfolio's path in a language other than the default, while it exists there (some published
 * project is written in it), for publicPaths(): the sitemap, the prerender list and the page store
 * after a publish (decision 034). Read from the published content.
 */
export function portfolioPathsIn(lang: Lang): string[] {
  if (lang === defaultLang) return []
  return hasPortfolioIn(publishedContent().projects, lang) ? [pathIn(lang, '/portfolio')] : []
}
