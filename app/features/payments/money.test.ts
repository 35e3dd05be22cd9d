import { describe, expect, it } from 'vitest'
import { centsOfDollars, formatCents, isCents, percentOfCents } from './money'

describe('money in whole cents', () => {
  it('turns dollars into cents without floating-point drift', () => {
    expect(centsOfDollars(250)).toBe(25_000)
    expect(centsOfDollars(19.99)).toBe(1999)
    expect(centsOfDollars(0.1 + 0.2)).toBe(30)
  })

  it('takes a percentage to the nearest cent', () => {
    expect(percentOfCents(25_000, 50)).toBe(12_500)
    expect(percentOfCents(25_001, 50)).toBe(12_501)
    expect(percentOfCents(1_299_400, 10)).toBe(129_940)
  })

  it('accepts only whole, non-negative, safe numbers as cents', () => {
    expect(isCents(25_000)).toBe(true)
    expect(isCents(0)).toBe(true)
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, '100', null]) {
      expect(isCents(bad)).toBe(false)
    }
  })

  it('writes an amount as each language reads it', () => {
    expect(formatCents(25_000)).toBe('$250.00')
    expect(formatCents(12_345_678)).toBe('$123,456.78')
    // Spanish (United States) writes the same dollars its own way; the figure stays.
    expect(formatCents(25_000, 'es-US')).toMatch(/250\.00/)
  })
})
