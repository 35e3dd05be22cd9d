import { describe, expect, it } from 'vitest'
import { copyrightYears } from './copyright'

describe('copyright years', () => {
  it('runs from the founding year to the build year', () => {
    expect(copyrightYears(2025, 2026)).toBe('2025–2026')
    expect(copyrightYears(2025, 2031)).toBe('2025–2031')
  })

  it('is one year in the founding year', () => {
    expect(copyrightYears(2025, 2025)).toBe('2025')
  })
})
