import { describe, expect, it } from 'vitest'
import { company } from '~/content/business'
import { buildYearAt, copyrightYears } from './build-year'

describe('copyright years', () => {
  it('runs from the founding year to the build year', () => {
    expect(copyrightYears(2025, 2026)).toBe('2025–2026')
    expect(copyrightYears(2025, 2031)).toBe('2025–2031')
  })

  it('is one year in the founding year', () => {
    expect(copyrightYears(2025, 2025)).toBe('2025')
  })

  it('takes the build year from SOURCE_DATE_EPOCH when set, in Atlanta’s time zone', () => {
    // 2027-01-01T03:00Z is still New Year's Eve 2026 in Atlanta.
    expect(buildYearAt({ SOURCE_DATE_EPOCH: String(Date.UTC(2027, 0, 1, 3) / 1000) })).toBe(2026)
    expect(buildYearAt({}, new Date(Date.UTC(2026, 10, 23)))).toBe(2026)
  })

  it('is the build year defined for this bundle, not before the founding', () => {
    expect(__BUILD_YEAR__).toBe(buildYearAt())
    expect(__BUILD_YEAR__).toBeGreaterThanOrEqual(company.founded.year)
  })
})
