import { publishedContent } from '~/content/published'
import { findByZip, nearestArea } from './lookup'

/**
 * Where a retired ZIP's page sends visitors (a 301), or undefined for a ZIP that was never listed.
 * The area recorded at retirement, while it is still served; should it have been retired since, the
 * area nearest the retired ZIP now, so a visitor never walks a chain of redirects (decision 033).
 */
export function retiredAreaRedirect(zip: string): string | undefined {
  const retired = publishedContent().retiredServiceAreas.find((r) => r.zip === zip)
  if (!retired) return undefined
  if (findByZip(retired.redirectTo)) return retired.redirectTo
  return nearestArea(retired)?.zip
}
