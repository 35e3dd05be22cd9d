import { company, installDuration, warranty } from '~/content/business'
import { en } from '~/content/en/span-words'
import { usd } from '~/content/format'
import { serviceAreaFacts } from '~/content/service-area-copy'
import { type ServiceArea, serviceAreas } from '~/content/service-areas'
import { bearingDegrees, compassPoint } from './direction'
import { findByZip, insideRadius, milesFromBase, sameCity } from './lookup'

export type ServiceAreaFaq = { question: string; answer: string }

/** The four questions of the page's FAQ (install time, cost, county coverage, warranty). */
function serviceAreaFaqs(area: ServiceArea, countyCityNames: readonly string[]): ServiceAreaFaq[] {
  const [low, high] = serviceAreaFacts.priceRange
  const others = countyCityNames.filter((c) => c !== area.city)
  return [
    {
      question: `How long does an epoxy floor installation take in ${area.city}?`,
      answer: `Most ${area.city} garages and basements take ${en(installDuration.residential)}, and you can walk on the floor after ${en(installDuration.residentialCure)}. Larger commercial floors take ${en(installDuration.largerCommercial)}.`,
    },
    {
      question: `How much does an epoxy floor cost in ${area.city}, ${area.state}?`,
      answer: `Epoxy floors in ${area.city} typically run ${usd(low)}-${usd(high)} per square foot, depending on the finish, the size and the condition of the slab. Our online estimator gives you a range in under 3 minutes.`,
    },
    {
      question: `Do you serve all of ${area.county} County?`,
      answer: others.length
        ? `Yes. Besides ${area.city}, we install floors in ${others.join(', ')} and the rest of ${area.county} County.`
        : `Yes. We install floors across ${area.county} County, including ${area.city} (${area.zip}).`,
    },
    {
      question: `What warranty comes with a floor installed in ${area.city}?`,
      answer: `Every service-area install carries our ${warranty.lifetime.label.toLowerCase()} ${warranty.lifetime.serviceAreaScope}, and a free maintenance check after 6 months.`,
    },
  ]
}

/** Other cities of the county we serve, each with the first ZIP we list for it. */
function countyNeighbours(area: ServiceArea): { city: string; zip: string }[] {
  const seen = new Map<string, string>()
  for (const a of serviceAreas) {
    if (a.county === area.county && a.city !== area.city && !seen.has(a.city)) seen.set(a.city, a.zip)
  }
  return [...seen].map(([city, zip]) => ({ city, zip })).sort((a, b) => a.city.localeCompare(b.city))
}

/** Everything the service-area page shows, or undefined for a ZIP we do not list. */
export function serviceAreaPage(zip: string) {
  const area = findByZip(zip)
  if (!area) return undefined
  const miles = milesFromBase(area)
  const inside = insideRadius(area)
  const direction = miles < 1 ? null : compassPoint(bearingDegrees(company.base, area))
  const neighbours = countyNeighbours(area)
  const countyCityNames = [area.city, ...neighbours.map((n) => n.city)]
  const where = direction
    ? `about ${Math.round(miles)} miles ${direction} of our ${company.base.city} base`
    : `right at our ${company.base.city} base`
  const local = [
    `${company.name} installs epoxy, flake and metallic resin floors in ${area.city}, ${area.state} ${area.zip}, in ${area.county} County, ${where}.`,
    inside
      ? `${area.city} lies inside our ${serviceAreaFacts.radiusMiles}-mile service radius, so it is on our standard schedule: weekend install blocks, an on-site estimate visit, and a reply to every request within ${en(serviceAreaFacts.responseTime)}.`
      : `${area.city} lies beyond our ${serviceAreaFacts.radiusMiles}-mile service radius, part of our expansion toward ${company.expansion.join(' and ')}. We group installs here on planned dates, so book ${en(serviceAreaFacts.bookAhead)} ahead; we still reply to every request within ${en(serviceAreaFacts.responseTime)}.`,
    `From garages that take Georgia's summer heat and spring pollen to showrooms and shop floors, every ${area.city} job starts with a moisture test and a diamond-ground slab, because that is what decides whether a coating lasts.`,
  ]
  return {
    area,
    miles,
    direction,
    inside,
    local,
    sameCity: sameCity(area.zip),
    neighbours,
    faqs: serviceAreaFaqs(area, countyCityNames),
  }
}
