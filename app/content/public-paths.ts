import { sitePages } from './site-pages'

/** Paths whose content is dynamic per request and so are never prerendered. */
const serverRendered = new Set<string>(['/schedule'])

/**
 * Every public URL of the site, for the sitemap and llms.txt. Content features
 * (articles, authors, service areas) add their paths here.
 */
export function publicPaths(): string[] {
  return sitePages.map((p) => p.path)
}

/** What the build writes to HTML ahead of time. */
export function prerenderPaths(): string[] {
  return publicPaths().filter((p) => !serverRendered.has(p))
}
