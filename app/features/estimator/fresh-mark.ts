/**
 * The form's last step loads the estimate's address as a new page, so the
 * server cannot tell an estimate the visitor just calculated from a shared
 * link. The form leaves this short-lived cookie naming the estimate; the
 * server reads it once and clears it. A fresh estimate renders its range from
 * $0 and counts up, with the toast and the confirmation; a shared link shows
 * the figures at once.
 */
export const FRESH_COOKIE = 'rr_estimate_fresh'
const PATH = '/estimator'

/** Set in the browser as the form is sent; `path` is the page's own (`/es/estimator` in Spanish). */
export function freshCookie(query: string, path = PATH): string {
  return `${FRESH_COOKIE}=${encodeURIComponent(query)}; Path=${path}; Max-Age=60; SameSite=Strict`
}

/** The Set-Cookie header that clears the mark once read. */
export function clearFreshCookie(path = PATH): string {
  return `${FRESH_COOKIE}=; Path=${path}; Max-Age=0; SameSite=Strict`
}

/** Whether a request's Cookie header marks `query` as just calculated. */
export function isFresh(cookieHeader: string | null, query: string): boolean {
  if (!cookieHeader) return false
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== FRESH_COOKIE) continue
    try {
      return decodeURIComponent(rest.join('=')) === query
    } catch {
      return false
    }
  }
  return false
}
