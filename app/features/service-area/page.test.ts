import { describe, expect, it } from 'vitest'
import { serviceAreas } from '~/content/service-areas'
import { serviceAreaPageIn } from './area-page.server'
import { bearingDegrees, compassPoint } from './direction'

const serviceAreaPage = (zip: string) => serviceAreaPageIn('en', zip)

/** Buford, the base the 25-mile radius is measured from (the business facts). */
const buford = { latitude: 34.1124, longitude: -83.9965 }

/** Haversine distance, written here independently of the code under test. */
function greatCircleMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2
  return 2 * 3958.8 * Math.asin(Math.sqrt(h))
}

describe('service-area page content', () => {
  it('is undefined for a ZIP we do not list', () => {
    for (const zip of ['99999', '', '../../etc', '<script>', '3051'])
      expect(serviceAreaPage(zip)).toBeUndefined()
  })

  it('says where the place lies from Buford and whether it is inside the radius', () => {
    const buford = serviceAreaPage('30518')!
    expect(buford.inside).toBe(true)
    expect(buford.direction).toBeNull()
    const athens = serviceAreas.find((a) => a.city === 'Athens')!
    const page = serviceAreaPage(athens.zip)!
    expect(page.inside).toBe(false)
    expect(page.direction).toBe('east')
    expect(page.local.join(' ')).toMatch(/beyond our 25-mile service radius/)
    expect(page.local.join(' ')).toMatch(/Athens/)
  })

  it('has the four FAQ questions: install time, cost, county coverage, warranty', () => {
    const { faqs } = serviceAreaPage('30518')!
    expect(faqs).toHaveLength(4)
    expect(faqs[0].question).toMatch(/How long/)
    expect(faqs[1].answer).toMatch(/\$3-\$12 per square foot/)
    expect(faqs[2].question).toMatch(/Gwinnett County/)
    expect(faqs[3].answer).toMatch(/lifetime warranty on materials and workmanship/)
  })

  it('links up to 8 other ZIPs of the same city and the county’s other cities', () => {
    for (const a of serviceAreas) {
      const page = serviceAreaPage(a.zip)!
      expect(page.sameCity.length).toBeLessThanOrEqual(8)
      expect(page.sameCity.every((o) => o.city === a.city && o.zip !== a.zip)).toBe(true)
      expect(page.neighbours.every((n) => n.city !== a.city)).toBe(true)
      expect(page.inside, a.zip).toBe(greatCircleMiles(buford, a) <= 25)
    }
    // Both kinds are listed: the test would pass vacuously otherwise.
    expect(serviceAreas.some((a) => !serviceAreaPage(a.zip)?.inside)).toBe(true)
    expect(serviceAreas.some((a) => serviceAreaPage(a.zip)?.inside)).toBe(true)
  })
})

describe('compass direction', () => {
  it('names the eight points', () => {
    const o = { latitude: 34, longitude: -84 }
    expect(compassPoint(bearingDegrees(o, { latitude: 35, longitude: -84 }))).toBe('north')
    expect(compassPoint(bearingDegrees(o, { latitude: 34, longitude: -83 }))).toBe('east')
    expect(compassPoint(bearingDegrees(o, { latitude: 33, longitude: -85 }))).toBe('southwest')
    expect(compassPoint(359)).toBe('north')
  })
})
