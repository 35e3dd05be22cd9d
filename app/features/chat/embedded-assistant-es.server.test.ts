import { describe, expect, it } from 'vitest'
import { company, estimator, warranty } from '~/content/business'
import { estimate } from '~/features/estimator/estimate'
import { basePathOf, isTranslated } from '~/i18n/lang'
import { embeddedReply } from './embedded-assistant.server'
import { durationEs, embeddedReplyEs } from './embedded-assistant-es.server'
import { languageOf } from './language'

const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1])
/** Every dollar figure in a reply, as numbers: the same facts must give the same figures in both languages. */
const figures = (text: string) =>
  [...text.matchAll(/\$([\d,]+(?:\.\d+)?)/g)].map((m) => Number(m[1].replace(/,/g, '')))
const spanishOnly = (text: string) => {
  for (const href of links(text)) {
    expect(href.startsWith('/es')).toBe(true)
    expect(isTranslated(basePathOf(href.split(/[?#]/)[0]))).toBe(true)
  }
}

/** A link to a page in English only must say so: "(en inglés)" right after it. */
const spanishOrMarked = (text: string) => {
  for (const m of text.matchAll(/\]\(([^)]+)\)( \(en inglés\))?/g)) {
    const href = m[1]
    if (href.startsWith('/es')) expect(isTranslated(basePathOf(href))).toBe(true)
    else expect([href, m[2]]).toEqual([href, ' (en inglés)'])
  }
}

describe('Remy, embedded, in Spanish', () => {
  it.each([
    [
      '¿Tienen un programa para constructores y arquitectos?',
      'How do partners and builders work with you?',
      '/partnerships',
    ],
    [
      '¿Cuál es la proporción de mezcla y la temperatura de servicio?',
      'What is the mix ratio and service temperature?',
      '/spec-sheet',
    ],
    [
      '¿Quiénes son? ¿Tienen licencia y seguro?',
      'Who are you? Are you licensed and insured?',
      '/es/warranty',
    ],
  ])(
    'answers %s with the English answer’s figures, marking English-only pages',
    (question, english, href) => {
      const es = embeddedReplyEs(question)
      expect(es).not.toContain('No lo sé con certeza')
      expect(links(es)).toContain(href)
      const numbers = (t: string) =>
        [...t.replace(/\]\([^)]*\)/g, '').matchAll(/\d+(?:[.,:]\d+)*/g)].map((m) => m[0])
      expect(numbers(es).sort()).toEqual(
        expect.arrayContaining(
          numbers(embeddedReply(english))
            .filter((n) => n.length > 1 && !n.includes(','))
            .sort(),
        ),
      )
      spanishOrMarked(es)
    },
  )

  it('prices a 600 sq ft garage with the same ranges as in English', () => {
    const es = embeddedReplyEs('¿Cuánto cuesta un piso epóxico para un garaje de 600 pies cuadrados?')
    const en = embeddedReply('How much for a 600 sq ft garage?')
    expect(figures(es)).toEqual(figures(en))
    const r = estimate({ spaceType: 'garage', squareFootage: 600, finishStyle: 'metallic-copper' })
    expect(es).toContain(`Metálico (Metallic Copper): $${r.minTotal.toLocaleString('en-US')}`)
    expect(es).toContain('garaje de 600 pies cuadrados')
    expect(es).toContain('el equipo confirma cada cotización')
    expect(es).not.toMatch(/\b(the|estimate|garage)\b/)
    spanishOnly(es)
  })

  it('answers a how-to question from a Spanish article, linking its Spanish page', () => {
    const es = embeddedReplyEs('¿Cómo sé si mi concreto tiene un problema de humedad?')
    expect(es).not.toContain('No lo sé con certeza')
    expect(links(es)).toEqual(['/es/article/concrete-moisture-testing'])
    expect(es).toMatch(/humedad/)
    expect(es.replace(/\]\([^)]*\)/g, '')).not.toMatch(/\b(the|moisture|concrete)\b/)
    // Accents or none, the same article.
    expect(links(embeddedReplyEs('como limpio y cuido mi piso epoxico metalico'))).toEqual([
      '/es/article/metallic-epoxy-floor-care',
    ])
  })

  it('answers the warranty with the published years and links the Spanish warranty page', () => {
    const es = embeddedReplyEs('¿Qué garantía tienen los pisos?')
    expect(es).toContain(`garantía de ${warranty.standard.years} años`)
    expect(es).toContain(`menos de ${warranty.handling.claimReviewHours} horas`)
    expect(links(es)).toContain('/es/warranty')
    spanishOnly(es)
  })

  it('answers how long an install takes with the same day counts', () => {
    const es = embeddedReplyEs('¿Cuántos días tarda la instalación?')
    expect(es).toContain('La mayoría de las instalaciones toman 2 a 3 días')
    for (const t of estimator.dayThresholds) expect(es).toContain(`unos ${t.days} días`)
    spanishOnly(es)
  })

  it('says in Spanish that it does not know, and hands over to the team', () => {
    const es = embeddedReplyEs('¿Ustedes venden alfombras persas de segunda mano?')
    expect(es).toContain('No lo sé con certeza y prefiero no adivinar')
    expect(es).toContain(company.phone)
    expect(links(es)).toEqual(['/es/contact'])
  })

  it('refuses a discount in Spanish', () => {
    const es = embeddedReplyEs('¿Me dan un descuento si pago en efectivo?')
    expect(es).toMatch(/^No puedo ofrecer descuentos ni precios definitivos/)
  })

  it('reads the visitor’s language from clear text only', () => {
    expect(languageOf('¿Cuánto cuesta un garaje?')).toBe('es')
    expect(languageOf('quiero un piso para mi garaje')).toBe('es')
    expect(languageOf('How much does a garage floor cost?')).toBe('en')
    expect(languageOf('sí')).toBeNull()
    expect(languageOf('Jane Doe (470) 555-0142')).toBeNull()
  })
})

describe('the Spanish chips', () => {
  it.each([
    ['¿Qué acabados ofrecen?', 'Instalamos cuatro familias de acabados'],
    ['¿Cuánto cuesta un piso epóxico?', 'Nuestros estimados parten de'],
    ['¿Cuánto tarda la instalación?', 'La mayoría de las instalaciones toman'],
  ])('%s is answered on its own topic, in Spanish', (question, opening) => {
    const reply = embeddedReplyEs(question)
    expect(reply.startsWith(opening)).toBe(true)
    // One topic, one next step.
    expect(reply.match(/Siguiente paso:/g)).toHaveLength(1)
    spanishOnly(reply)
  })

  it('says the published English durations in Spanish words', () => {
    expect(durationEs('2-3 days')).toBe('2-3 días')
    expect(durationEs('24-48 hours')).toBe('24-48 horas')
    expect(durationEs('under 2 hours on business days')).toBe('menos de 2 horas en días hábiles')
  })
})
