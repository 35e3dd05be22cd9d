// Relative imports only: public-paths.server.ts (loaded by react-router.config.ts without Vite's `~/`
// alias) lists the Spanish portfolio through this file.
import { publishedContent } from '../../content/published'
import { hasSpanishPortfolio } from './spanish-projects'

/**
 * The Spanish portfolio's path while it exists (some published project has a Spanish version), for
 * publicPaths(): the sitemap, the prerender list and the page store after a publish (decision 034).
 * Read from the published content, where the seed projects' Spanish is joined on the server.
 */
export function spanishPortfolioPaths(): string[] {
  return hasSpanishPortfolio(publishedContent().projects) ? ['/es/portfolio'] : []
}
