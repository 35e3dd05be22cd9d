import { describe, expect, it } from 'vitest'
import { serviceAreas } from '~/content/service-areas'
import { bearingDegrees, compassPoint } from './direction'
import { insideRadius } from './lookup'
import { serviceAreaPage } from './page'

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
      expect(page.inside).toBe(insideRadius(a))
    }
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
