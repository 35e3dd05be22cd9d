import { describe, expect, it } from 'vitest'
import { pricingGuide } from '~/content/business'
import { applyPublished, seedContent } from '~/content/published'
import { pricingPageEs } from './pricing-page-es.server'

describe('the pricing guide in Spanish', () => {
  const es = pricingPageEs()

  it('gives each size band and surcharge its figures, worded in Spanish', () => {
    expect(es.bands).toEqual([
      { label: 'Garajes pequeños', sqft: '200-400 pies²', price: '$6-8' },
      { label: 'Estándar', sqft: '400-800 pies²', price: '$5-7' },
      { label: 'Grandes', sqft: '800+ pies²', price: '$4-6' },
    ])
    expect(es.surcharges.map((s) => s.range)).toEqual(['+10 a 15%', '+20 a 30%'])
    // No English label is left in place of a missing Spanish one.
    const english = [...pricingGuide.sizeBands, ...pricingGuide.surcharges].map((x) => x.label)
    for (const item of [...es.bands, ...es.surcharges]) expect(english).not.toContain(item.label)
  })

  it('follows a published base rate', () => {
    const next = seedContent()
    next.priceBook.baseRateLow = 7.25
    applyPublished(next)
    try {
      expect(pricingPageEs().lead).toContain('entre $7.25 y $9.50 por pie cuadrado')
    } finally {
      applyPublished(seedContent())
    }
  })

  it('shows the published rates, with no placeholder and no English unit left', () => {
    const text = JSON.stringify(es)
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/)
    expect(text).not.toMatch(/\b(weeks|days|hours|sq ft)\b/)
    expect(es.lead).toContain('entre $6.75 y $9.50 por pie cuadrado')
    expect(es.bands[0]).toEqual({ label: 'Garajes pequeños', sqft: '200-400 pies²', price: '$6-8' })
    expect(es.terms.find((t) => t.label === 'Cancelación tardía')?.value).toContain('50%')
  })

  it("words the owner's Spanish warranty wording and the published install days", () => {
    const next = seedContent()
    next.facts.warrantyLabelEs = 'Garantía de 7 años sobre el acabado'
    next.facts.installResidential = { min: 2, max: 4, unit: 'day' }
    applyPublished(next)
    try {
      const text = JSON.stringify(pricingPageEs())
      expect(text).toContain('Garantía de 7 años sobre el acabado, transferible')
      expect(text).toContain('2 a 4 días')
    } finally {
      applyPublished(seedContent())
    }
  })
})
