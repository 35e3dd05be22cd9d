// Relative imports only: react-router.config.ts loads this file without Vite's `~/` alias.
import { knowledgePaths } from '../features/knowledge/paths.server'
import { serviceAreas } from './service-areas'
import { sitePages } from './site-pages'

/** Paths whose content is dynamic per request and so are never prerendered. */
const serverRendered = new Set<string>(['/schedule'])

/**
 * Every public URL of the site, for the sitemap, the AI index and llms.txt:
 * the static pages, every article (by slug) and author, and every service area.
 */
export function publicPaths(): string[] {
  return [
    ...sitePages.map((p) => p.path),
    ...knowledgePaths(),
    ...serviceAreas.map((a) => `/service-area/${a.zip}`),
  ]
}

/** What the build writes to HTML ahead of time. */
export function prerenderPaths(): string[] {
  return publicPaths().filter((p) => !serverRendered.has(p))
}
