import { describe, expect, it } from 'vitest'
import { businessTimeZone, company } from '~/content/business'
import { buildYearAt } from './build-year'

describe('the build year', () => {
  it('takes the build year from SOURCE_DATE_EPOCH when set, in Atlanta’s time zone', () => {
    // 2027-01-01T03:00Z is still New Year's Eve 2026 in Atlanta.
    expect(buildYearAt({ SOURCE_DATE_EPOCH: String(Date.UTC(2027, 0, 1, 3) / 1000) })).toBe(2026)
    expect(buildYearAt({}, new Date(Date.UTC(2026, 10, 23)))).toBe(2026)
  })

  it('is the year on Atlanta’s calendar now when no SOURCE_DATE_EPOCH is set', () => {
    // Read independently of the function: the year in Atlanta, from the parts of a formatted date.
    const now = new Date()
    const atlanta = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, year: 'numeric' })
      .formatToParts(now)
      .find((p) => p.type === 'year')?.value
    expect(buildYearAt({}, now)).toBe(Number(atlanta))
    expect(buildYearAt({}, now)).toBeGreaterThanOrEqual(company.founded.year)
    // A bad epoch is ignored, not read as 1970.
    expect(buildYearAt({ SOURCE_DATE_EPOCH: 'soon' }, new Date(Date.UTC(2026, 5, 1)))).toBe(2026)
    expect(buildYearAt({ SOURCE_DATE_EPOCH: '-5' }, new Date(Date.UTC(2026, 5, 1)))).toBe(2026)
  })
})
