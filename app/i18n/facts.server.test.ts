import { describe, expect, it } from 'vitest'
import { company, warranty } from '~/content/business'
import { factsEs } from '~/content/es/facts'
import { factIn } from './facts.server'

describe('factIn (decision 039)', () => {
  it('reads the owner’s wording in each language that has one', () => {
    expect(factIn('en', 'hours')).toBe(company.hours)
    expect(factIn('es', 'hours')).toBe(factsEs.hours)
    expect(factIn('en', 'warrantyLabel')).toBe(warranty.standard.label)
    expect(factIn('es', 'lifetimeWarrantyLabel')).toBe(factsEs.lifetimeWarrantyLabel)
  })

  it('gives a language without its own wording the default language’s', () => {
    expect(factIn('en-XA', 'hours')).toBe(company.hours)
    expect(factIn('en-XA', 'warrantyLabel')).toBe(warranty.standard.label)
  })
})
