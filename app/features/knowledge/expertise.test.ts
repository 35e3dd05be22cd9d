import { describe, expect, it } from 'vitest'
import { expertiseScore } from './expertise'

describe('expertise score', () => {
  it('adds credit for certifications, expertise, articles and views, capped at 100', () => {
    expect(expertiseScore({ certifications: 0, expertiseAreas: 0, articles: 0, totalViews: 0 })).toBe(50)
    expect(expertiseScore({ certifications: 3, expertiseAreas: 4, articles: 2, totalViews: 2999 })).toBe(
      50 + 24 + 12 + 8 + 4,
    )
    expect(expertiseScore({ certifications: 9, expertiseAreas: 9, articles: 9, totalViews: 99_999 })).toBe(
      100,
    )
  })
})
