import { siteUrl } from '~/features/site/site-url.server'

/** The fetch-metadata values a browser sends for requests this site made itself (or a person typed). */
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none'])

export const CROSS_SITE_MESSAGE = 'This API does not accept requests sent from other websites.'
export const JSON_ONLY_MESSAGE =
  'Send the request body as JSON, with the header Content-Type: application/json.'

/**
 * The guard at the top of every public JSON API action (decision 020): null
 * when the request may go on, otherwise the JSON refusal to return.
 *
 * A browser sends a cross-site POST without a CORS preflight only when its
 * Content-Type is form-like or text/plain, so insisting on application/json
 * makes every cross-site attempt preflighted (and the preflight gets no CORS
 * grant). Fetch metadata, or the Origin header from browsers without it,
 * refuses the cross-site request outright, before any body is read.
 */
export function refuseUnlessJsonApi(
  request: Request,
  { alsoMultipart = false }: { alsoMultipart?: boolean } = {},
): Response | null {
  if (isCrossSite(request)) return refusal(403, CROSS_SITE_MESSAGE)
  const type = request.headers.get('content-type')
  // The booking dialog sends its photos as multipart (issue 16); cross-site posts are refused above.
  if (alsoMultipart && /^multipart\/form-data\s*;/i.test(type ?? '')) return null
  if (!isJson(type)) {
    return refusal(415, JSON_ONLY_MESSAGE, { Accept: 'application/json' })
  }
  return null
}

function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null) return !TRUSTED_FETCH_SITES.has(fetchSite.trim().toLowerCase())
  const origin = request.headers.get('origin')
  // No Origin and no fetch metadata: not a browser's cross-site request (curl, a server, an old browser's GET).
  if (origin === null) return false
  return !allowedOrigins(request).has(origin.trim().toLowerCase())
}

/** The public origin (SITE_URL) and the origin the request itself was addressed to. */
function allowedOrigins(request: Request): Set<string> {
  const origins = new Set<string>()
  for (const url of [siteUrl(), request.url]) {
    try {
      origins.add(new URL(url).origin.toLowerCase())
    } catch {
      // An unparsable URL allows nothing.
    }
  }
  return origins
}

/** `application/json`, optionally with `charset=utf-8` (JSON is UTF-8: RFC 8259 §8.1). */
export function isJson(contentType: string | null): boolean {
  if (!contentType) return false
  const [type, ...params] = contentType.split(';')
  if (type.trim().toLowerCase() !== 'application/json') return false
  return params.every((param) => {
    const [name, value = ''] = param.split('=')
    if (name.trim().toLowerCase() !== 'charset') return true
    return value.trim().replace(/^"|"$/g, '').toLowerCase() === 'utf-8'
  })
}

function refusal(status: 403 | 415, error: string, headers: Record<string, string> = {}) {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}
