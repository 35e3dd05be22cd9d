import { basePathOf } from '~/i18n/lang'
import type { ContentKind } from './store.server'

/**
 * Which pages a kind of item shows (decision 033): the facts and the price book reach every page
 * (the footer's phone, the rates in copy), a job role only the careers page.
 */
function kindsShownOn(path: string): ContentKind[] {
  // A Spanish page shows what its English twin does (decision 034).
  const english = basePathOf(path)
  if (english === '/careers') return ['facts', 'price-book', 'job-role']
  if (english === '/portfolio') return ['facts', 'price-book', 'project', 'project-order']
  // A service area's page lists the other ZIPs of its city and county.
  if (english.startsWith('/service-area/')) return ['facts', 'price-book', 'service-area']
  return ['facts', 'price-book']
}

/** A page's last change: the latest publish of any kind it shows. */
export function pageLastModified(path: string, lastByKind: Map<ContentKind, Date>): Date | null {
  const times = kindsShownOn(path)
    .map((k) => lastByKind.get(k)?.getTime())
    .filter((t): t is number => t !== undefined)
  return times.length ? new Date(Math.max(...times)) : null
}
