import { describe, expect, it } from 'vitest'
import { langs } from '~/i18n/lang'
import { type LegalKind, legalPage } from './legal-page.server'

const kinds: LegalKind[] = ['privacy', 'terms', 'accessibility']
const shape = (sections: readonly { paragraphs: readonly string[]; list?: readonly string[] }[]) =>
  sections.map((s) => [s.paragraphs.length, s.list?.length ?? 0])

describe('the legal pages, one implementation in every language (decision 039)', () => {
  it('have the English sections’ shape in every language, every placeholder filled', () => {
    for (const lang of langs) {
      for (const kind of kinds) {
        const page = legalPage(lang, kind)
        expect(shape(page.words.sections), `${lang} ${kind}`).toEqual(
          shape(legalPage('en', kind).words.sections),
        )
        expect(JSON.stringify(page)).not.toMatch(/\{(?!warranty\}|privacy\})[a-zA-Z]+\}/)
      }
    }
  })

  it('say in English what the English pages said, with the figures the software works by', () => {
    const text = JSON.stringify(kinds.map((k) => legalPage('en', k)))
    expect(text).toContain(
      'Job applications, with the résumé and our notes on them, are deleted one year after they arrive.',
    )
    expect(text).toContain('are deleted after 30 days.')
    expect(text).toContain('keep the last 14, so each copy is deleted after 14 days')
    expect(text).toContain('Cancelling later forfeits 50% of the deposit')
    expect(text).toContain('Standard bookings are 2-3 weeks out.')
    expect(text).toContain(
      'Our floors carry a lifetime warranty on material adhesion, a 5-year warranty on color retention',
    )
    expect(text).toContain('Refined Resin LLC, Buford, GA. hello@refinedresin.example, (470) 555-0142.')
    const terms = legalPage('en', 'terms')
    expect(terms.updated).toBe('Last updated Nov 25, 2026')
    expect(terms.translation).toBeNull()
    expect(terms.words.seeAlso).toBe('See also the {warranty} and our {privacy}.')
    expect(terms.paths).toEqual({ warranty: '/warranty', privacy: '/privacy' })
    expect(legalPage('en', 'accessibility').words.call).toBe('Call (470) 555-0142')
  })

  it('carry the same figures and facts in Spanish words', () => {
    const text = JSON.stringify(kinds.map((k) => legalPage('es', k)))
    expect(text).toContain('un año después de llegar')
    expect(text).toContain('a los 30 días')
    expect(text).toContain('pierde el 50% del depósito')
    expect(text).toContain('2 a 3 semanas')
    expect(text).toContain('(470) 555-0142')
    expect(JSON.stringify(kinds.map((k) => legalPage('es', k).words))).not.toMatch(
      /\b(weeks|days|lifetime)\b/,
    )
  })

  it('say in another language that the English text governs, and date it in that language', () => {
    const page = legalPage('es', 'terms')
    expect(page.translation).toEqual({
      notice: expect.stringContaining('rige el texto en inglés'),
      englishVersion: 'Leer la versión en inglés',
      englishHref: '/terms',
    })
    expect(page.updated).toBe('Última actualización: 25 de noviembre de 2026')
    expect(page.paths).toEqual({ warranty: '/es/warranty', privacy: '/es/privacy' })
    expect(legalPage('en-XA', 'privacy').translation?.englishHref).toBe('/privacy')
  })
})
