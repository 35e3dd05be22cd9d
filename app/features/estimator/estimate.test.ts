import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimator } from '~/content/business'
import { estimate, estimatedDays } from './estimate'
import { finishStyles, spaceTypes } from './schema'

const space = { garage: 1, patio: 1.1, basement: 1.05, commercial: 1.2, warehouse: 1.15 }
const finish = { 'metallic-copper': 1.3, 'gunmetal-flake': 1.15, 'storm-grey': 1, custom: 1.4 }

describe('estimate', () => {
  it('prices a 1,250 sq ft patio in Custom Blend at $12,994 – $18,288 over 3 days', () => {
    expect(estimate({ spaceType: 'patio', squareFootage: 1250, finishStyle: 'custom' })).toEqual({
      materialAndPrep: 6256,
      labor: 9384,
      finishMultiplier: 1.4,
      total: 15641,
      minTotal: 12994,
      maxTotal: 18288,
      estimatedDays: 3,
    })
  })

  // Every space × finish pair, checked against the spec's formula written out by hand.
  for (const s of spaceTypes) {
    for (const f of finishStyles) {
      it(`${s} × ${f} at 1,000 sq ft follows the spec's formula`, () => {
        const r = estimate({ spaceType: s, squareFootage: 1000, finishStyle: f })
        const factor = space[s] * finish[f]
        expect(r.minTotal).toBe(Math.round(1000 * 6.75 * factor))
        expect(r.maxTotal).toBe(Math.round(1000 * 9.5 * factor))
        expect(r.total).toBe(Math.round(((1000 * 6.75 + 1000 * 9.5) / 2) * factor))
        expect(r.materialAndPrep).toBe(Math.round(1000 * 8.125 * 0.4 * factor))
        expect(r.labor).toBe(Math.round(1000 * 8.125 * 0.6 * factor))
        expect(r.finishMultiplier).toBe(finish[f])
        expect(r.estimatedDays).toBe(3)
      })
    }
  }

  it('rounds only at the end (a garage of 150 sq ft in storm grey: 1,012.5 → 1,013)', () => {
    const r = estimate({ spaceType: 'garage', squareFootage: 150, finishStyle: 'storm-grey' })
    expect(r.minTotal).toBe(1013)
    expect(r.maxTotal).toBe(1425)
    expect(r.total).toBe(1219)
  })

  it('prices the slider ends: 100 and 5,000 sq ft', () => {
    const small = estimate({ spaceType: 'garage', squareFootage: 100, finishStyle: 'storm-grey' })
    expect([small.minTotal, small.maxTotal, small.estimatedDays]).toEqual([675, 950, 2])
    const large = estimate({ spaceType: 'warehouse', squareFootage: 5000, finishStyle: 'metallic-copper' })
    // 5000 × 6.75 × 1.15 × 1.3 = 50,456.25; × 9.5 = 71,012.5
    expect([large.minTotal, large.maxTotal, large.estimatedDays]).toEqual([50456, 71013, 5])
  })
})

describe('estimatedDays', () => {
  it.each([
    [100, 2],
    [450, 2],
    [499, 2],
    [500, 3],
    [1450, 3],
    [1500, 4],
    [2950, 4],
    [3000, 5],
    [5000, 5],
  ])('%i sq ft takes %i days', (sqft, days) => {
    expect(estimatedDays(sqft)).toBe(days)
    expect(
      estimate({ spaceType: 'basement', squareFootage: sqft, finishStyle: 'custom' }).estimatedDays,
    ).toBe(days)
  })
})

describe('estimate properties', () => {
  const request = fc.record({
    spaceType: fc.constantFrom(...spaceTypes),
    squareFootage: fc.integer({ min: estimator.sqft.min, max: estimator.sqft.max }),
    finishStyle: fc.constantFrom(...finishStyles),
  })

  it('keeps the total between the low and high figures', () => {
    fc.assert(
      fc.property(request, (r) => {
        const e = estimate(r)
        return e.minTotal <= e.total && e.total <= e.maxTotal
      }),
    )
  })

  it('puts the total at the midpoint of the range, within a dollar', () => {
    fc.assert(
      fc.property(request, (r) => {
        const e = estimate(r)
        return Math.abs(e.total - (e.minTotal + e.maxTotal) / 2) <= 1
      }),
    )
  })

  it('never charges less for more floor', () => {
    fc.assert(
      fc.property(request, fc.integer({ min: 1, max: 4900 }), (r, extra) => {
        const bigger = { ...r, squareFootage: Math.min(estimator.sqft.max, r.squareFootage + extra) }
        const a = estimate(r)
        const b = estimate(bigger)
        return (
          b.minTotal >= a.minTotal &&
          b.maxTotal >= a.maxTotal &&
          b.total >= a.total &&
          b.estimatedDays >= a.estimatedDays
        )
      }),
    )
  })

  it('breaks down into Material & Prep (40%) plus Labor (60%) that sum to the total within a dollar', () => {
    fc.assert(
      fc.property(request, (r) => {
        const e = estimate(r)
        return (
          Math.abs(e.materialAndPrep + e.labor - e.total) <= 1 &&
          Math.abs(e.materialAndPrep - e.total * 0.4) <= 1 &&
          Math.abs(e.labor - e.total * 0.6) <= 1
        )
      }),
    )
  })

  it('returns whole dollars', () => {
    fc.assert(
      fc.property(request, (r) => {
        const e = estimate(r)
        return [e.materialAndPrep, e.labor, e.total, e.minTotal, e.maxTotal].every(Number.isInteger)
      }),
    )
  })
})
