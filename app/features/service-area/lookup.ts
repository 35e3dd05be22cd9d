import { company } from '~/content/business'
import { contentGeneration } from '~/content/live'
import { itemsWhere, plainItems, recordRead, trackedItem } from '~/content/reads'
import { type ServiceArea, serviceAreas } from '~/content/service-areas'
import { distanceMiles } from './geo'

// The owner adds and retires ZIPs (decision 033): the index is built again after each change.
let index: { generation: number; byZip: Map<string, ServiceArea>; cities: Map<string, string> } | null = null

function currentIndex() {
  if (index?.generation !== contentGeneration()) {
    const areas = plainItems(serviceAreas)
    index = {
      generation: contentGeneration(),
      byZip: new Map(areas.map((a) => [a.zip, a])),
      cities: new Map(areas.map((a) => [a.city.toLowerCase(), a.city])),
    }
  }
  return index
}

/** A city's name as the list spells it, found however it was written. */
function findCity(lowercase: string): string | undefined {
  return currentIndex().cities.get(lowercase)
}

/**
 * The service area of a ZIP, or undefined when we do not list it. A page depends on the area found, or
 * on the list when none is (decision 042), not on the page that happened to build the index.
 */
export function findByZip(zip: string): ServiceArea | undefined {
  const area = currentIndex().byZip.get(zip.trim())
  if (!area) recordRead('service-area:*')
  return area && trackedItem('service-area', area.zip, area)
}

/** The area of `areas` nearest a point, other than `except`; ties (ZIPs sharing a centre) go to the lower ZIP. */
export function nearestOf(
  areas: readonly ServiceArea[],
  point: Pick<ServiceArea, 'latitude' | 'longitude'>,
  except?: string,
): ServiceArea | undefined {
  let best: ServiceArea | undefined
  let bestMiles = Number.POSITIVE_INFINITY
  for (const a of areas) {
    if (a.zip === except) continue
    const miles = distanceMiles(point, a)
    if (miles < bestMiles || (miles === bestMiles && best && a.zip < best.zip)) {
      best = a
      bestMiles = miles
    }
  }
  return best
}

/** The listed area nearest a point (a retired ZIP's page sends visitors there). */
export function nearestArea(point: Pick<ServiceArea, 'latitude' | 'longitude'>): ServiceArea | undefined {
  return nearestOf(serviceAreas, point)
}

/** Every listed ZIP of a city, case-insensitive. */
export function findByCity(city: string): ServiceArea[] {
  const needle = city.trim().toLowerCase()
  // The city's ZIPs by the name as listed (decision 042); another spelling of it walks the list.
  const listed = findCity(needle)
  if (listed) return itemsWhere(serviceAreas, 'city', listed)
  return serviceAreas.filter((a) => a.city.toLowerCase() === needle)
}

/** Other listed ZIPs of the same city (spec: up to 8 links). */
export function sameCity(zip: string, limit = 8): ServiceArea[] {
  const area = findByZip(zip)
  if (!area) return []
  return findByCity(area.city)
    .filter((a) => a.zip !== area.zip)
    .slice(0, limit)
}

/** Miles from our Buford base, rounded to one decimal. */
export function milesFromBase(area: Pick<ServiceArea, 'latitude' | 'longitude'>): number {
  return Math.round(distanceMiles(company.base, area) * 10) / 10
}

/** Whether the area lies inside the standard service radius (25 miles). */
export function insideRadius(area: Pick<ServiceArea, 'latitude' | 'longitude'>): boolean {
  return distanceMiles(company.base, area) <= company.serviceRadiusMiles
}

/** The other cities of a county that we serve, alphabetically. */
export function countyCities(county: string): string[] {
  return [...new Set(itemsWhere(serviceAreas, 'county', county).map((a) => a.city))].sort()
}
