import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { usd } from '~/content/format'
import { parseAmount, referralEarnings } from './referral'

describe('referral calculator', () => {
  it('earns 5% of projects × value: the defaults give $2,500', () => {
    expect(referralEarnings('5', '10000')).toBe(2500)
    expect(usd(2500, { cents: 'when-any' })).toBe('$2,500')
    expect(usd(referralEarnings('3', '12345') ?? 0, { cents: 'when-any' })).toBe('$1,851.75')
  })

  it('gives no figure for empty, negative or non-numeric input', () => {
    for (const bad of ['', '  ', '-1', 'abc', '1e', 'NaN', 'Infinity']) {
      expect(referralEarnings(bad, '10000'), bad).toBeNull()
      expect(referralEarnings('5', bad), bad).toBeNull()
    }
  })

  it('accepts dollar signs and thousands separators', () => {
    expect(parseAmount('$10,000')).toBe(10000)
  })

  it('never shows NaN or a negative amount', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const e = referralEarnings(a, b)
        if (e === null) return true
        const shown = usd(e, { cents: 'when-any' })
        return !shown.includes('NaN') && !shown.startsWith('-') && e >= 0
      }),
    )
  })
})
