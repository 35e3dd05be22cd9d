import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { usd } from '~/content/format'
import { clampYears, roiFor, roiSeries } from './roi'

describe('ROI calculator (per 1,000 sq ft)', () => {
  it('gives the totals and savings for 1, 10 and 20 years', () => {
    expect(roiFor(1)).toEqual({ years: 1, epoxyTotal: 8150, tileTotal: 12450, savings: 4300 })
    expect(roiFor(10)).toEqual({ years: 10, epoxyTotal: 9500, tileTotal: 16500, savings: 7000 })
    expect(roiFor(20)).toEqual({ years: 20, epoxyTotal: 11000, tileTotal: 21000, savings: 10000 })
  })

  it('keeps years whole and within 1-20, defaulting to 10', () => {
    expect(clampYears(null)).toBe(10)
    expect(clampYears('abc')).toBe(10)
    expect(clampYears('0')).toBe(1)
    expect(clampYears('-4')).toBe(1)
    expect(clampYears('99')).toBe(20)
    expect(clampYears('7.6')).toBe(7)
    expect(clampYears(7.6)).toBe(8)
  })

  it('savings always equal tile minus epoxy and grow every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 19 }), (y) => {
        const a = roiFor(y)
        expect(a.savings).toBe(a.tileTotal - a.epoxyTotal)
        expect(roiFor(y + 1).savings).toBeGreaterThan(a.savings)
      }),
    )
  })

  it('charts cumulative cost from installation to the chosen year', () => {
    const s = roiSeries(3)
    expect(s.map((r) => r.years)).toEqual([0, 1, 2, 3])
    expect(s[0]).toMatchObject({ epoxyTotal: 8000, tileTotal: 12000 })
  })

  it('formats dollars with thousands separators', () => {
    expect(usd(16500)).toBe('$16,500')
  })
})
