import { siteUrl } from '~/env.server'

/** The fetch-metadata values a browser sends for requests this site made itself (or a person typed). */
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none'])

/**
 * Whether a browser sent this request from another website (decision 020): by
 * fetch metadata, or by the Origin header from browsers without it. A request
 * with neither is not a browser's cross-site request (curl, a server, an old
 * browser's GET). The public JSON APIs and the host's check of form posts
 * (server/request-shape.ts) both ask this.
 */
export function isCrossSite(headers: Pick<Headers, 'get'>, requestUrl: string): boolean {
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite !== null) return !TRUSTED_FETCH_SITES.has(fetchSite.trim().toLowerCase())
  const origin = headers.get('origin')
  if (origin === null) return false
  return !allowedOrigins(requestUrl).has(origin.trim().toLowerCase())
}

/** The public origin (SITE_URL) and the origin the request itself was addressed to. */
function allowedOrigins(requestUrl: string): Set<string> {
  const origins = new Set<string>()
  for (const url of [siteUrl(), requestUrl]) {
    try {
      origins.add(new URL(url).origin.toLowerCase())
    } catch {
      // An unparsable URL allows nothing.
    }
  }
  return origins
}
