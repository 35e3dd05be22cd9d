import { estimator } from '~/content/business'
import { addDays, todayInBusinessZone } from '~/features/schedule/calendar'
import { estimateQuery } from './params'
import type { EstimateRequest } from './schema'

/** Issue date and the end of the price lock (30 days), as calendar dates in Atlanta. */
export function quoteDates(now: Date) {
  const issued = todayInBusinessZone(now)
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
