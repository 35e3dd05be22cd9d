// Relative imports only: public-paths.server.ts (loaded by react-router.config.ts without Vite's `~/`
// alias) lists the Spanish service areas through this file.
import { serviceAreas } from '../../content/service-areas'

/**
 * The Spanish pages of the service areas, for publicPaths() (the sitemap, the prerender list): every
 * served area has one, worded from a template, since an area holds no free text of the owner's to
 * translate (decision 034). Read at call time: a publish adds or retires areas.
 */
export function spanishAreaPaths(): string[] {
  return serviceAreas.map((a) => `/es/service-area/${a.zip}`)
}
