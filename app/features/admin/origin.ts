/**
 * Whether a state-changing request came from the site itself. Browsers send
 * `Sec-Fetch-Site` (and `Origin` on every POST); a request with neither is not
 * trusted, since a forged cross-site form always carries one of them.
 */
export function isSameOriginRequest(headers: Headers, requestUrl: string, siteUrl: string): boolean {
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none'
  const origin = headers.get('origin')
  if (!origin || origin === 'null') return false
  const allowed = new Set([new URL(requestUrl).origin, safeOrigin(siteUrl)])
  return allowed.has(origin)
}

function safeOrigin(url: string): string | null {
  return URL.canParse(url) ? new URL(url).origin : null
}
