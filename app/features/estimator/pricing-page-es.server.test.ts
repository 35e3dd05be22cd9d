import { describe, expect, it } from 'vitest'
import { pricingGuide } from '~/content/business'
import { bookingTerms, costFactors, includedItems } from '~/content/pricing-guide'
import { applyPublished, seedContent } from '~/content/published'
import { pricingPageEs } from './pricing-page-es.server'

describe('the pricing guide in Spanish', () => {
  const es = pricingPageEs()

  it('has every section, factor, band, surcharge, item and term of the English page', () => {
    expect(es.factors.map((f) => f.details.length)).toEqual(costFactors.map((f) => f.details.length))
    expect(es.bands).toHaveLength(pricingGuide.sizeBands.length)
    expect(es.surcharges).toHaveLength(pricingGuide.surcharges.length)
    expect(es.included).toHaveLength(includedItems.length)
    expect(es.terms).toHaveLength(bookingTerms.length)
  })

  it('shows the published rates, with no placeholder and no English unit left', () => {
    const text = JSON.stringify(es)
    expect(text).not.toMatch(/\{[a-zA-Z]+\}/)
    expect(text).not.toMatch(/\b(weeks|days|hours|sq ft)\b/)
    expect(es.lead).toContain('entre $6.75 y $9.50 por pie cuadrado')
    expect(es.bands[0]).toEqual({ label: 'Garajes pequeños', sqft: '200-400 pies²', price: '$6-8' })
    expect(es.terms.find((t) => t.label === 'Cancelación tardía')?.value).toContain('50%')
  })

  it("words the warranty and the install time with the owner's Spanish wording", () => {
    const next = seedContent()
    next.facts.warrantyLabelEs = 'Garantía de 7 años sobre el acabado'
    next.facts.installResidentialEs = '2 a 4 días'
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
