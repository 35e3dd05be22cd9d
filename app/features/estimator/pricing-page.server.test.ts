import { describe, expect, it } from 'vitest'
import { estimator, pricingGuide } from '~/content/business'
import { factsEs } from '~/content/es/facts'
import { applyPublished, seedContent } from '~/content/published'
import { catalogs } from '~/i18n/catalogs.server'
import { pricingPage } from './pricing-page.server'

const pricingPageEs = () => pricingPage('es')

describe('the pricing guide in English (decision 039)', () => {
  const en = pricingPage('en')
  const card = (title: RegExp) => {
    const found = en.factors.find((f) => title.test(f.title))
    if (!found) throw new Error(`no card ${title}`)
    return { ...found, detailText: found.details.map((d) => `${d.label}: ${d.text}`).join('\n') }
  }

  it('says what the English page always said', () => {
    expect(en.title).toBe('Epoxy Floor Pricing Guide | Refined Resin')
    expect(en.description).toBe(
      'What an epoxy floor costs in Metro Atlanta: size bands, finish factors, surcharges and what every install includes.',
    )
    expect(en.lead).toBe(
      'What an epoxy floor costs in Metro Atlanta, and why: most floors land between $6.75 and $9.50 per sq ft.',
    )
    expect(en.estimateCtaNote).toBe('Four questions, under 3 minutes, no email or card.')
    expect(en.bands).toEqual([
      { label: 'Small garages', sqft: '200-400 sq ft', price: '$6-8' },
      { label: 'Standard', sqft: '400-800 sq ft', price: '$5-7' },
      { label: 'Large', sqft: '800+ sq ft', price: '$4-6' },
    ])
    expect(en.surcharges).toEqual([
      { label: 'Priority (1 week)', range: '+10-15%' },
      { label: 'Emergency (48-72 hours)', range: '+20-30%' },
    ])
    expect(en.soonerText).toBe(
      'Standard booking is 2-3 weeks out. Faster slots carry a surcharge on the whole project:',
    )
    expect(en.included[5]).toBe(
      '5-year finish warranty, transferable; crack repair and touch-up included in the first year',
    )
    expect(en.terms.find((t) => t.label === 'Late cancellation')?.text).toBe(
      'Within 7 days of install, 50% of the deposit is forfeited',
    )
    expect(en.terms.find((t) => t.label === 'Price lock')?.text).toBe(
      '30 days from your estimate when you book',
    )
    expect(card(/^Timing$/).detailText).toBe(
      'Surcharges: Priority (1 week) +10-15% · Emergency (48-72 hours) +20-30%',
    )
    expect(card(/size and space/).details[0]?.text).toBe(
      '200-400 sq ft: $6-8 · 400-800 sq ft: $5-7 · 800+ sq ft: $4-6',
    )
    expect(en.estimatorPath).toBe('/estimator')
  })

  it('has the four cost factors the spec names', () => {
    expect(en.factors).toHaveLength(4)
  })

  it('keeps the surface-condition card about surface condition', () => {
    const surface = card(/^Surface condition$/)
    expect(surface.detailText).toContain('+10-25%')
    expect(surface.detailText).toMatch(/moisture test/)
    expect(surface.detailText).toMatch(/crack and spall repair/)
    for (const s of catalogs.en.estimator.spaceOptions) expect(surface.detailText).not.toContain(s.label)
  })

  it('lists every space factor once, under the size-and-space card', () => {
    const size = card(/size and space/)
    for (const s of catalogs.en.estimator.spaceOptions) {
      const factor = estimator.spaceFactors[s.value as keyof typeof estimator.spaceFactors]
      expect(size.detailText).toContain(`${s.label} ×${factor.toFixed(2)}`)
    }
    const others = en.factors.filter((f) => f.title !== size.title)
    for (const f of others) for (const d of f.details) expect(d.label).not.toMatch(/space/i)
  })

  it('gives every card details with a label of their own', () => {
    const labels = en.factors.flatMap((f) => f.details.map((d) => d.label))
    expect(new Set(labels).size).toBe(labels.length)
  })
})

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
    expect(es.estimatorPath).toBe('/es/estimator')
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
    expect(es.terms.find((t) => t.label === 'Cancelación tardía')?.text).toContain('50%')
  })

  it("words the owner's Spanish warranty wording and the published install days", () => {
    const next = seedContent()
    next.facts.es = { ...factsEs, warrantyLabel: 'Garantía de 7 años sobre el acabado' }
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
