// Relative imports only: react-router.config.ts loads this file without Vite's `~/` alias.
// It sits in features/, not content/, because it reads the articles through the knowledge hub;
// content/ imports nothing from features/.
import { serviceAreas } from '../../content/service-areas'
import { sitePages } from '../../content/site-pages'
import { defaultLang, type Lang, pathIn, servedLangs, translatedPaths } from '../../i18n/lang'
import { knowledgePaths, knowledgePathsIn } from '../knowledge/paths.server'
import { portfolioPathsIn } from '../showcase/portfolio-paths.server'

/** Paths whose content is dynamic per request and so are never prerendered. */
const serverRendered = new Set<string>(servedLangs.map((lang) => pathIn(lang, '/schedule')))

/**
 * The public paths that exist in `lang` (decision 039): in the default language every static page,
 * article, author and service area; in another, the fixed pages every language has
 * (`translatedPaths`), every served area (worded from a template: an area holds no prose of the
 * owner's), and the owner's content the owner wrote in it. The pseudo-locale's too, where it is
 * served, so that Remy links within it. Read at call time: a publish adds or retires pages.
 */
export function pathsIn(lang: Lang): string[] {
  if (lang === defaultLang)
    return [
      ...sitePages.map((p) => p.path),
      ...knowledgePaths(),
      ...serviceAreas.map((a) => `/service-area/${a.zip}`),
    ]
  return [
    ...translatedPaths.map((p) => pathIn(lang, p)),
    ...portfolioPathsIn(lang),
    ...serviceAreas.map((a) => pathIn(lang, `/service-area/${a.zip}`)),
    ...knowledgePathsIn(lang),
  ]
}

/** Every public URL of the site, in the languages visitors are offered: the sitemap, the AI index, llms.txt. */
export function publicPaths(): string[] {
  return servedLangs.flatMap(pathsIn)
}

/** What the build writes to HTML ahead of time. */
export function prerenderPaths(): string[] {
  return publicPaths().filter((p) => !serverRendered.has(p))
}
