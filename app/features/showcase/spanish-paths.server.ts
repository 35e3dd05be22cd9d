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

type Frame = { mainNav: { to: string }[]; footer: { company: { links: { to: string }[] } } }

/**
 * The Spanish frame (es/site.ts) without its link to the Spanish portfolio while that page does not
 * exist, so no Spanish page links a 404 (decision 034).
 */
export function withSpanishPortfolioLinks<T extends Frame>(frame: T): T {
  if (spanishPortfolioPaths().length) return frame
  const kept = <L extends { to: string }>(links: L[]) => links.filter((l) => l.to !== '/es/portfolio')
  return {
    ...frame,
    mainNav: kept(frame.mainNav),
    footer: {
      ...frame.footer,
      company: { ...frame.footer.company, links: kept(frame.footer.company.links) },
    },
  }
}
