import { isCrossSite } from './cross-site.server'

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
  if (isCrossSite(request.headers, request.url)) return refusal(403, CROSS_SITE_MESSAGE)
  const type = request.headers.get('content-type')
  // The booking dialog sends its photos as multipart; cross-site posts are refused above.
  if (alsoMultipart && /^multipart\/form-data\s*;/i.test(type ?? '')) return null
  if (!isJson(type)) {
    return refusal(415, JSON_ONLY_MESSAGE, { Accept: 'application/json' })
  }
  return null
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
