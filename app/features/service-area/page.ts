import { company } from '~/content/business'
import { type ServiceArea, serviceAreas } from '~/content/service-areas'
import { bearingDegrees, compassPoint } from './direction'
import { findByZip, insideRadius, milesFromBase, sameCity } from './lookup'

/** Other cities of the county we serve, each with the first ZIP we list for it. */
function countyNeighbours(area: ServiceArea): { city: string; zip: string }[] {
  const seen = new Map<string, string>()
  for (const a of serviceAreas) {
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
