import { describe, expect, it } from 'vitest'
import { estimator } from './business'
import { spaceOptions } from './estimator'
import { costFactors } from './pricing-guide'

const card = (title: RegExp) => {
  const found = costFactors.find((f) => title.test(f.title))
  if (!found) throw new Error(`no card ${title}`)
  return { ...found, detailText: found.details.map((d) => `${d.label}: ${d.text}`).join('\n') }
}

describe('the pricing guide’s cost factors', () => {
  it('are the four the spec names', () => {
    expect(costFactors).toHaveLength(4)
  })

  it('keep the surface-condition card about surface condition', () => {
    const surface = card(/^Surface condition$/)
    expect(surface.detailText).toContain('+10-25%')
    expect(surface.detailText).toMatch(/moisture test/)
    expect(surface.detailText).toMatch(/crack and spall repair/)
    for (const s of spaceOptions) expect(surface.detailText).not.toContain(s.label)
  })

  it('list every space factor once, under the size-and-space card', () => {
    const size = card(/size and space/)
    for (const s of spaceOptions) {
      expect(size.detailText).toContain(`${s.label} ×${estimator.spaceFactors[s.value].toFixed(2)}`)
    }
    const others = costFactors.filter((f) => f.title !== size.title)
    for (const f of others) for (const d of f.details) expect(d.label).not.toMatch(/space/i)
  })

  it('give every card details with a label of their own', () => {
    const labels = costFactors.flatMap((f) => f.details.map((d) => d.label))
    expect(new Set(labels).size).toBe(labels.length)
  })
})
