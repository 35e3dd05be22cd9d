// Relative imports only: public-paths.server.ts (loaded by react-router.config.ts without Vite's `~/`
// alias) lists the portfolio's pages through this file.
import '../../content/published'
import { portfolioProjects } from '../../content/projects'
import { defaultLang, type Lang, pathIn } from '../../i18n/lang'
import { hasPortfolioIn } from './projects-in'

/**
 * The portfolio's path in a language other than the default, while it exists there (some published
 * project is written in it), for publicPaths(): the sitemap, the prerender list and the page store
 * after a publish (decision 034). Read from the published projects in place, as a tracked list: a
 * page that offers the portfolio depends on the projects up to the first one in `lang`, not on every
 * project (decision 042).
 */
export function portfolioPathsIn(lang: Lang): string[] {
  if (lang === defaultLang) return []
  return hasPortfolioIn(portfolioProjects, lang) ? [pathIn(lang, '/portfolio')] : []
}
