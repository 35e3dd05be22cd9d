import type { VisitSource } from '~/db/visit-source'
import { siteUrl } from '~/env.server'
import {
  cookieValue,
  decodeSource,
  encodeSource,
  mergeSource,
  SOURCE_COOKIE,
  SOURCE_COOKIE_MAX_AGE,
  touchFrom,
} from './source'

/** What the function needs of a request: a Fetch `Request` fits, and so does a thin Express adapter. */
export type AttributionRequest = {
  method: string
  url: string
  headers: { get(name: string): string | null }
}

/** Paths that are never a page a visitor lands on. */
const NOT_A_PAGE = /^\/(?:assets|api|admin|booking)(?:\/|$)|\.[a-z0-9]{1,5}$/i

function ownHosts(url: URL): string[] {
  const hosts = [url.hostname]
  try {
    hosts.push(new URL(siteUrl()).hostname)
  } catch {}
  return hosts
}

/**
 * The Set-Cookie value that records where this visitor came from, or null when
 * the request brings nothing new. Called by the host for every page
 * request, before prerendered pages are served, so a landing on a prerendered
 * page with `?utm_source=…` or from another site is recorded too; no script in
 * the browser is involved. First-party, HttpOnly, Lax, 90 days: the first
 * visit's touch is kept, the latest replaces the previous one.
 */
export function attributionCookie(request: AttributionRequest, now = new Date()): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const dest = request.headers.get('sec-fetch-dest')
  if (dest && dest !== 'document') return null
  let url: URL
  try {
    url = new URL(request.url)
  } catch {
    return null
  }
  if (NOT_A_PAGE.test(url.pathname)) return null
  const touch = touchFrom(url, request.headers.get('referer'), ownHosts(url), now)
  if (!touch) return null
  const previous = decodeSource(cookieValue(request.headers.get('cookie'), SOURCE_COOKIE))
  const value = encodeSource(mergeSource(previous, touch))
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  return `${SOURCE_COOKIE}=${value}; Path=/; Max-Age=${SOURCE_COOKIE_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`
}

/** The visitor's recorded source from the request's cookie, for storing with a lead, booking or chat. */
export function readSource(request: Pick<AttributionRequest, 'headers'>): VisitSource | null {
  return decodeSource(cookieValue(request.headers.get('cookie'), SOURCE_COOKIE))
}
