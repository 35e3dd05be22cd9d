import { company } from '~/content/business'
import { itemsWhere } from '~/content/reads'
import { type ServiceArea, serviceAreas } from '~/content/service-areas'
import { bearingDegrees, compassPoint } from './direction'
import { findByZip, insideRadius, milesFromBase, sameCity } from './lookup'

/** Other cities of the county we serve, each with the first ZIP we list for it. */
function countyNeighbours(area: ServiceArea): { city: string; zip: string }[] {
  const seen = new Map<string, string>()
  // The county's ZIPs only (decision 042): an area added elsewhere changes no page of this county.
  for (const a of itemsWhere(serviceAreas, 'county', area.county)) {
    if (a.county === area.county && a.city !== area.city && !seen.has(a.city)) seen.set(a.city, a.zip)
  }
  return [...seen].map(([city, zip]) => ({ city, zip })).sort((a, b) => a.city.localeCompare(b.city))
}

/**
 * The facts a service-area page shows, the same in every language, or undefined for a ZIP we do not
 * list: the place, its distance and direction from the base, whether it is inside the radius, and its
 * neighbours. Each language words them (`area-page.server.ts`, decision 039).
 */
export function serviceAreaFactsOf(zip: string) {
  const area = findByZip(zip)
  if (!area) return undefined
  const miles = milesFromBase(area)
  return {
    area,
    miles,
    direction: miles < 1 ? null : compassPoint(bearingDegrees(company.base, area)),
    inside: insideRadius(area),
    sameCity: sameCity(area.zip),
    neighbours: countyNeighbours(area),
  }
}
