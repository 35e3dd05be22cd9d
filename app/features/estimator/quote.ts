import { estimator } from '~/content/business'
import { estimateQuery } from './params'
import type { EstimateRequest } from './schema'

const ZONE = 'America/New_York'

/** The calendar date in Atlanta of an instant, as YYYY-MM-DD. */
export function atlantaDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now)
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** "2025-07-04" → "July 4, 2025". */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  )
}

/** Issue date and the end of the price lock (30 days), as calendar dates in Atlanta. */
export function quoteDates(now: Date) {
  const issued = atlantaDate(now)
  return { issued, validUntil: addDays(issued, estimator.priceLockDays) }
}

/**
 * A short reference the visitor can read to us on the phone. It is derived
 * from the answers and the day, so the same quote downloaded twice on one day
 * carries the same reference: "RR-20250704-K3F9Q".
 */
export function quoteReference(request: EstimateRequest, issued: string): string {
  let hash = 0x811c9dc5
  for (const ch of `${estimateQuery(request)}|${issued}`) {
    hash ^= ch.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  const code = hash.toString(36).toUpperCase().padStart(7, '0').slice(-5)
  return `RR-${issued.replaceAll('-', '')}-${code}`
}
