// Relative imports only: public-paths.server.ts (loaded by react-router.config.ts without Vite's `~/`
// alias) reads the Spanish portfolio through this file.
import type { PortfolioProject } from '../../content/projects'

/**
 * The projects the Spanish portfolio shows (decision 034): only those with a Spanish version, each with
 * its Spanish words in place of the English, in the owner's order. A photo's English description is
 * never shown there: without its Spanish one the photo is described by nothing rather than in English.
 */
export function projectsInSpanish(
  projects: readonly PortfolioProject[],
  /** What each finish's artwork shows, in Spanish, for the projects it stands in for. */
  artworkAlts: Readonly<Record<string, string>> = {},
): PortfolioProject[] {
  return projects.flatMap(({ es, imageAlt: _english, ...project }) => {
    if (!es) return []
    const imageAlt = es.imageAlt ?? artworkAlts[project.image]
    return [
      { ...project, title: es.title, location: es.location, ...(imageAlt === undefined ? {} : { imageAlt }) },
    ]
  })
}

/** Whether the portfolio has a Spanish page: any published project has a Spanish version. */
export function hasSpanishPortfolio(projects: readonly PortfolioProject[]): boolean {
  return projects.some((p) => p.es)
}
