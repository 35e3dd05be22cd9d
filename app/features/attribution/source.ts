import { landingMax, type Touch, touchFieldMax, type VisitSource, visitSourceSchema } from '~/db/visit-source'

/**
 * Where a visitor came from: the campaign parameters, the referring
 * site and the page they landed on, for their first and their latest visit
 * from outside (stored as `~/db/visit-source`'s shape). Pure: the cookie code and the console both use it.
 */
const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** Without C0 controls and DEL: never part of a campaign tag or a path worth keeping. */
export const withoutControls = (v: string) =>
  Array.from(v)
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
    .join('')
const clip = (v: string, max = touchFieldMax) => withoutControls(v).trim().slice(0, max)

/** The name of the first-party cookie that carries the source. */
export const SOURCE_COOKIE = 'rr_src'
/** Kept 90 days: long enough for a floor project's consideration, short enough to mean "this visit". */
export const SOURCE_COOKIE_MAX_AGE = 90 * 24 * 60 * 60

/** Click ids stand for their ad network when no utm_source says otherwise. */
const clickIds: Record<string, { source: string; medium: string }> = {
  gclid: { source: 'google', medium: 'cpc' },
  fbclid: { source: 'facebook', medium: 'social' },
}

const hostOf = (url: string | null | undefined): string | null => {
  if (!url) return null
  try {
    const u = new URL(url)
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null
    return u.hostname.toLowerCase()
  } catch {
    return null
  }
}

const bareDomain = (host: string) => host.replace(/^www\./, '')

/**
 * The touch a page request makes, or null when it carries nothing new: no
 * utm_* or click id and no referrer from another site. `ownHosts` are this
 * site's host names (a referrer from them is internal navigation).
 */
export function touchFrom(
  url: URL,
  referrer: string | null,
  ownHosts: readonly string[],
  now = new Date(),
): Touch | null {
  const touch: Touch = { landing: clip(url.pathname, landingMax) || '/', at: now.toISOString().slice(0, 10) }
  let campaign = false
  for (const key of utmKeys) {
    const value = url.searchParams.get(key)
    if (value && clip(value)) {
      touch[key] = clip(value)
      campaign = true
    }
  }
  for (const [param, stands] of Object.entries(clickIds)) {
    if (!url.searchParams.get(param) || touch.utm_source) continue
    touch.utm_source = stands.source
    touch.utm_medium ??= stands.medium
    campaign = true
  }
  const refHost = hostOf(referrer)
  const own = ownHosts.map((h) => bareDomain(h.toLowerCase()))
  const external = refHost && !own.includes(bareDomain(refHost)) ? bareDomain(refHost) : null
  if (external) touch.referrer = clip(external)
  return campaign || external ? touch : null
}

/** First touch kept, last touch replaced. */
export function mergeSource(previous: VisitSource | null, touch: Touch): VisitSource {
  return { first: previous?.first ?? touch, last: touch }
}

/** The cookie's value: base64url JSON, so it needs no quoting and survives every proxy. */
export function encodeSource(source: VisitSource): string {
  const json = JSON.stringify(source)
  const bytes = new TextEncoder().encode(json)
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The cookie's value read back; anything malformed or tampered into another shape is null. */
export function decodeSource(value: string | null | undefined): VisitSource | null {
  if (!value || value.length > 3000 || !/^[A-Za-z0-9_-]+$/.test(value)) return null
  try {
    const bin = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
    const json = new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)))
    const parsed = visitSourceSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/**
 * The one label a lead is counted under: the first visit's utm_source, else its
 * referring domain, else "direct" (no campaign, no referrer, or no cookie).
 * The console's SQL (`sourceLabelSql`) computes the same.
 */
export function sourceLabel(source: VisitSource | null | undefined): string {
  const first = source?.first
  return (first?.utm_source?.toLowerCase() || first?.referrer || 'direct').slice(0, touchFieldMax)
}

/** A short line for staff: "nextdoor / social / spring-promo, landed on /schedule". */
export function describeTouch(touch: Touch | undefined): string {
  if (!touch) return '—'
  const campaign = [touch.utm_source, touch.utm_medium, touch.utm_campaign].filter(Boolean).join(' / ')
  const parts = [
    campaign || null,
    touch.referrer ? `from ${touch.referrer}` : null,
    `landed on ${touch.landing}`,
    touch.at,
  ]
  return parts.filter(Boolean).join(', ')
}
