import { describe, expect, it } from 'vitest'
import { langs } from '~/i18n/lang'
import { warrantyPage } from './warranty-page.server'

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : []

describe('the warranty page, one implementation in every language (decision 039)', () => {
  it('formats every message with the live terms in every language, linking within the language', () => {
    for (const [lang, prefix] of [
      ['en', '/'],
      ['es', '/es/'],
      ['en-XA', '/en-xa/'],
    ] as const) {
      const page = warrantyPage(lang)
      for (const s of strings(page)) expect(s).not.toMatch(/[{}]/)
      expect(page.action.to.startsWith(prefix)).toBe(true)
    }
    expect(langs.length).toBeGreaterThan(2)
  })

  it('says in English what the English page always said', () => {
    const en = warrantyPage('en')
    expect(en.title).toBe('Warranty | Refined Resin')
    expect(en.description).toBe(
      'Our 5-year transferable finish warranty: what it covers, what it excludes, and how to file a claim.',
    )
    expect(en.lead).toBe('A 5-year finish warranty, transferable, on every floor we pour.')
    expect(en.action).toEqual({ to: '/estimator', label: 'Start Your Project' })
    expect(en.terms.map((t) => t.text)).toEqual([
      '5 years',
      'Yes, to the next owner',
      'Priority service for warranty claims',
      'About 48 hours',
      'Within 24 hours',
      'Most within 1 week of approval',
    ])
    expect(en.claimSteps[2]?.text).toBe(
      'Covered repairs are scheduled at no cost to you; most are finished within 1 week of approval.',
    )
    expect(en.faq[0]?.answer).toBe(
      'Crack repair and touch-ups are included in the first year, on top of the 5-year finish warranty.',
    )
    expect(en.faq[2]?.answer).toContain('extended from 5 to 7 years')
  })

  it('says it in Spanish on the Spanish page, with the same figures', () => {
    const es = warrantyPage('es')
    expect(es.terms[0]?.text).toBe('5 años')
    expect(es.terms[1]?.text).toBe('Sí, al siguiente propietario')
    expect(es.terms.at(-1)?.text).toBe('La mayoría en 1 semana tras la aprobación')
    expect(es.claimSteps[0]?.text).toContain('48 horas')
    expect(es.action.to).toBe('/es/contact')
    expect(es.headline).toBe('Nuestra garantía')
  })
})
