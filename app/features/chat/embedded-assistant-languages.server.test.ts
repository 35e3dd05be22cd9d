import { describe, expect, it } from 'vitest'
import { company, estimator, warranty } from '~/content/business'
import { estimate } from '~/features/estimator/estimate'
import { publicPaths } from '~/features/site/public-paths.server'
import { basePathOf } from '~/i18n/lang'
import { embeddedReply, topicsOf } from './embedded-assistant.server'
import { languageOf } from './language'

const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1])
/** Every dollar figure in a reply, as numbers: the same facts must give the same figures in both languages. */
const figures = (text: string) =>
  [...text.matchAll(/\$([\d,]+(?:\.\d+)?)/g)].map((m) => Number(m[1].replace(/,/g, '')))
/** Pages that exist, in either language (the sitemap's list). */
const exists = (href: string) => publicPaths().includes(href.split(/[?#]/)[0])
const spanishOnly = (text: string) => {
  for (const href of links(text)) {
    expect(href.startsWith('/es')).toBe(true)
    expect(exists(href)).toBe(true)
  }
}

/** A link to a page in English only must say so: "(en inglés)" right after it. */
const spanishOrMarked = (text: string) => {
  for (const m of text.matchAll(/\]\(([^)]+)\)( \(en inglés\))?/g)) {
    const href = m[1]
    if (href.startsWith('/es')) expect(exists(href)).toBe(true)
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
      '/es/portfolio',
    ],
  ])(
    'answers %s with the English answer’s figures, marking English-only pages',
    (question, english, href) => {
      const es = embeddedReply('es', question)
      expect(es).not.toContain('No lo sé con certeza')
      expect(links(es)).toContain(href)
      const numbers = (t: string) =>
        [...t.replace(/\]\([^)]*\)/g, '').matchAll(/\d+(?:[.,:]\d+)*/g)].map((m) => m[0])
      expect(numbers(es).sort()).toEqual(
        expect.arrayContaining(
          numbers(embeddedReply('en', english))
            .filter((n) => n.length > 1 && !n.includes(','))
            .sort(),
        ),
      )
      spanishOrMarked(es)
    },
  )

  it('prices a 600 sq ft garage with the same ranges as in English', () => {
    const es = embeddedReply('es', '¿Cuánto cuesta un piso epóxico para un garaje de 600 pies cuadrados?')
    const en = embeddedReply('en', 'How much for a 600 sq ft garage?')
    expect(figures(es)).toEqual(figures(en))
    const r = estimate({ spaceType: 'garage', squareFootage: 600, finishStyle: 'metallic-copper' })
    expect(es).toContain(`Metálico (Metallic Copper): $${r.minTotal.toLocaleString('en-US')}`)
    expect(es).toContain('garaje de 600 pies cuadrados')
    expect(es).toContain('el equipo confirma cada cotización')
    expect(es).not.toMatch(/\b(the|estimate|garage)\b/)
    spanishOnly(es)
  })

  it('answers a how-to question from a Spanish article, linking its Spanish page', () => {
    const es = embeddedReply('es', '¿Cómo sé si mi concreto tiene un problema de humedad?')
    expect(es).not.toContain('No lo sé con certeza')
    expect(links(es)).toEqual(['/es/article/concrete-moisture-testing'])
    expect(es).toMatch(/humedad/)
    expect(es.replace(/\]\([^)]*\)/g, '')).not.toMatch(/\b(the|moisture|concrete)\b/)
    // Accents or none, the same article.
    expect(links(embeddedReply('es', 'como limpio y cuido mi piso epoxico metalico'))).toEqual([
      '/es/article/metallic-epoxy-floor-care',
    ])
  })

  it('answers the warranty with the published years and links the Spanish warranty page', () => {
    const es = embeddedReply('es', '¿Qué garantía tienen los pisos?')
    expect(es).toContain(`garantía de ${warranty.standard.years} años`)
    expect(es).toContain(`menos de ${warranty.handling.claimReviewHours} horas`)
    expect(links(es)).toContain('/es/warranty')
    spanishOnly(es)
  })

  it('answers how long an install takes with the same day counts', () => {
    const es = embeddedReply('es', '¿Cuántos días tarda la instalación?')
    expect(es).toContain('La mayoría de las instalaciones toman 2 a 3 días')
    for (const t of estimator.dayThresholds) expect(es).toContain(`unos ${t.days} días`)
    spanishOnly(es)
  })

  it('says in Spanish that it does not know, and hands over to the team', () => {
    const es = embeddedReply('es', '¿Ustedes venden alfombras persas de segunda mano?')
    expect(es).toContain('No lo sé con certeza y prefiero no adivinar')
    expect(es).toContain(company.phone)
    expect(links(es)).toEqual(['/es/contact'])
  })

  it('refuses a discount in Spanish', () => {
    const es = embeddedReply('es', '¿Me dan un descuento si pago en efectivo?')
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
    const reply = embeddedReply('es', question)
    expect(reply.startsWith(opening)).toBe(true)
    // One topic, one next step.
    expect(reply.match(/Siguiente paso:/g)).toHaveLength(1)
    spanishOnly(reply)
  })
})

/**
 * The same questions in each language (decision 039): the same topics, and links to the same pages,
 * each in the reply's language where it exists (the paths are equal after the language's prefix).
 */
describe('Remy answers alike in every language', () => {
  const pathOf = (href: string) => basePathOf(href)
  it.each([
    ['Do you serve 30518?', '¿Atienden el código postal 30518?'],
    ['Do you serve 30019?', '¿Atienden el 30019?'],
    ['Do you serve 90210?', '¿Atienden el 90210?'],
    ['Do you work in Buford?', '¿Trabajan en Buford?'],
    ['How much does an epoxy floor cost?', '¿Cuánto cuesta un piso epóxico?'],
    ['What finishes do you offer?', '¿Qué acabados ofrecen?'],
    ['How long does the install take?', '¿Cuánto tarda la instalación?'],
    ['What warranty do you give?', '¿Qué garantía tienen?'],
    ['How much is the club membership?', '¿Cuánto cuesta la membresía del club?'],
    ['What is your phone number?', '¿Cuál es su teléfono?'],
    ['What is the mix ratio?', '¿Cuál es la proporción de mezcla?'],
    ['Are you hiring? Any jobs?', '¿Tienen empleos?'],
    ['Who are you? Are you licensed?', '¿Quiénes son? ¿Tienen licencia?'],
    ['How much for a 600 sq ft garage?', '¿Cuánto cuesta un garaje de 600 pies cuadrados?'],
    ['Metallic for 450 sq ft basement', 'Metálico para un sótano de 450 pies cuadrados'],
    ['Do you sell persian rugs?', '¿Venden alfombras persas?'],
  ])('%s / %s', (english, spanish) => {
    const en = embeddedReply('en', english)
    const es = embeddedReply('es', spanish)
    expect(topicsOf('es', spanish)).toEqual(topicsOf('en', english))
    expect(links(es).map(pathOf)).toEqual(links(en).map(pathOf))
    expect(figures(es)).toEqual(figures(en))
    spanishOrMarked(es)
  })

  it('links the Spanish area page for a ZIP, as English links the English one', () => {
    expect(links(embeddedReply('en', 'Do you serve 30518?'))).toContain('/service-area/30518')
    expect(links(embeddedReply('es', '¿Atienden el 30518?'))).toContain('/es/service-area/30518')
  })

  it('lists the surcharges in a pricing answer in every language', () => {
    const en = embeddedReply('en', 'How much does it cost?')
    const es = embeddedReply('es', '¿Cuánto cuesta?')
    expect(en).toContain('priority (1 week) +10-15%, emergency (48-72 hours) +20-30%')
    expect(es).toContain('prioritaria (1 semana) +10 a 15%, emergencia (48 a 72 horas) +20 a 30%')
  })
})
