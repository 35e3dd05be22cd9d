// Relative imports only: react-router.config.ts loads this file without Vite's `~/` alias.
// It sits in features/, not content/, because it reads the articles through the knowledge hub;
// content/ imports nothing from features/.
import { serviceAreas } from '../../content/service-areas'
import { sitePages } from '../../content/site-pages'
import { defaultLang, pathIn, servedLangs, translatedPaths } from '../../i18n/lang'
import { knowledgePaths, knowledgePathsIn } from '../knowledge/paths.server'
import { spanishAreaPaths } from '../service-area/spanish-paths'
import { portfolioPathsIn } from '../showcase/portfolio-paths.server'

/** Paths whose content is dynamic per request and so are never prerendered. */
const serverRendered = new Set<string>(servedLangs.map((lang) => pathIn(lang, '/schedule')))

const otherLangs = servedLangs.filter((lang) => lang !== defaultLang)

/**
 * Every public URL of the site, for the sitemap, the AI index and llms.txt:
 * the static pages, every article (by slug) and author, and every service area; then the Spanish
 * pages: the fixed ones (`translatedPaths`) and the knowledge hub's that exist (decision 034).
 */
export function publicPaths(): string[] {
  return [
    ...sitePages.map((p) => p.path),
    ...knowledgePaths(),
    ...serviceAreas.map((a) => `/service-area/${a.zip}`),
    ...otherLangs.flatMap((lang) => translatedPaths.map((p) => pathIn(lang, p))),
    // Pages of the owner's content exist in Spanish as their items do (decision 034).
    ...otherLangs.flatMap(portfolioPathsIn),
    ...spanishAreaPaths(),
    ...otherLangs.flatMap(knowledgePathsIn),
  ]
}

/** What the build writes to HTML ahead of time. */
export function prerenderPaths(): string[] {
  return publicPaths().filter((p) => !serverRendered.has(p))
}
