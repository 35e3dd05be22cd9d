import { describe, expect, it } from 'vitest'
import { accessibilitySections, privacySections, termsSections } from '~/content/legal'
import { legalPageEs } from './legal-page-es.server'

const shape = (sections: readonly { paragraphs: readonly string[]; list?: readonly string[] }[]) =>
  sections.map((s) => [s.paragraphs.length, s.list?.length ?? 0])

describe('the legal pages in Spanish', () => {
  it('translate every section, paragraph and list item of the English text', () => {
    expect(shape(legalPageEs('privacy').words.sections)).toEqual(shape(privacySections))
    expect(shape(legalPageEs('terms').words.sections)).toEqual(shape(termsSections))
    expect(shape(legalPageEs('accessibility').words.sections)).toEqual(shape(accessibilitySections))
  })

  it('carry the same figures and facts, in Spanish words, with no placeholder left', () => {
    const text = JSON.stringify(['privacy', 'terms', 'accessibility'].map((k) => legalPageEs(k as 'terms')))
    expect(text).not.toMatch(/\{(?!warranty\}|privacy\})[a-zA-Z]+\}/)
    expect(text).toContain('un año después de llegar')
    expect(text).toContain('a los 30 días')
    expect(text).toContain('pierde el 50% del depósito')
    expect(text).toContain('2 a 3 semanas')
    expect(text).toContain('(470) 555-0142')
    expect(text).not.toMatch(/\b(weeks|days|lifetime)\b/)
  })

  it('say that the English text governs, and date the translation in Spanish', () => {
    const page = legalPageEs('terms')
    expect(page.notice).toContain('rige el texto en inglés')
    expect(page.updated).toBe('Última actualización: 25 de noviembre de 2026')
  })
})
