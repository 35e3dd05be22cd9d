import { describe, expect, it } from 'vitest'
import { nextCount, seededRandom } from './counter'

describe('installations counter', () => {
  it('moves up by one or two on every tick', () => {
    const random = seededRandom(20)
    let n = 20
    for (let i = 0; i < 200; i++) {
      const next = nextCount(n, random)
      expect(next - n).toBeGreaterThanOrEqual(1)
      expect(next - n).toBeLessThanOrEqual(2)
      n = next
    }
  })

  it('is deterministic for a seed', () => {
    const run = (seed: number) => {
      const r = seededRandom(seed)
      return Array.from({ length: 10 }, () => r())
    }
    expect(run(20)).toEqual(run(20))
    expect(run(20)).not.toEqual(run(21))
    expect(run(20).every((x) => x >= 0 && x < 1)).toBe(true)
  })
})
