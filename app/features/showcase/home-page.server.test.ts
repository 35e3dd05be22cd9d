import { describe, expect, test } from 'vitest'
import { testimonials } from '~/content/testimonials'
import { catalogs } from '~/i18n/catalogs.server'
import { langs } from '~/i18n/lang'
import { loader } from '~/routes/home'
import { homeKeptWords, homePage } from './home-page.server'

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : []

describe('the home page, one implementation in every language (decision 039)', () => {
  test('shows every item of the lists that are not links, in every language', () => {
    for (const lang of langs) {
      const home = catalogs[lang].home
      for (const list of ['stats', 'values', 'projects', 'panelStats', 'categories', 'proof'] as const)
        expect(home[list], `${lang} ${list}`).toHaveLength(catalogs.en.home[list].length)
    }
  })

  test('formats every placeholder, and links only to its own language’s pages', () => {
    for (const [lang, prefix] of [
      ['en', ''],
      ['es', '/es'],
      ['en-XA', '/en-xa'],
    ] as const) {
      const page = homePage(lang)
      expect(strings(page).filter((s) => /[{}#]/.test(s))).toEqual([])
      const links = [...page.heroLinks, ...page.panelLinks, ...page.proofLinks, ...page.closingLinks]
      for (const l of links) expect(l.to.startsWith(`${prefix}/`)).toBe(true)
      expect(page.reviewHref.startsWith(`${prefix}/contact?interest=other&message=`)).toBe(true)
    }
  })

  test('says in English what the English home always said', () => {
    const en = homePage('en')
    expect(en.meta).toEqual({
      title: 'Refined Resin | Premium Epoxy & Metallic Floors in Metro Atlanta',
      description:
        'Premium epoxy and metallic resin flooring for garages, homes and businesses across Metro Atlanta. Instant estimates, weekend installs, 5-year warranty.',
    })
    expect(en.eyebrow).toBe('Metro Atlanta · Buford, GA')
    expect(en.tagline).toBe('Artisan metallic and epoxy floors, poured by hand in Metro Atlanta.')
    expect(en.stats).toEqual([
      { figure: '20+', label: 'Clients Served' },
      { figure: 'Est. 2025', label: 'Summer Launch' },
      { figure: '2-3 Days', label: 'Average Install' },
    ])
    expect(en.projects.map((p) => [p.status, p.progress])).toEqual([
      ['IN PROGRESS', 'Day 2 of 3'],
      ['COMPLETED', 'Nov 14, 2026'],
      ['COMPLETED', 'Nov 7, 2026'],
    ])
    expect(en.heroLinks.map((l) => l.to)).toEqual(['/schedule', '/portfolio'])
    expect(en.counties[0]).toMatch(/^\w+ County, GA$/)
  })

  test('words the Spanish home in Spanish, with Spanish dates', () => {
    const es = homePage('es')
    expect(es.headline).toBe('Refined Resin. Pisos vertidos como arte.')
    expect(es.stats.map((s) => s.figure)).toEqual(['20+', 'Desde 2025', '2 a 3 días'])
    expect(es.stats[1]?.label).toBe('Lanzamiento en verano')
    expect(es.meta.description).toContain('5 años de garantía')
    expect(es.projects.map((p) => [p.status, p.progress])).toEqual([
      ['EN CURSO', 'Día 2 de 3'],
      ['TERMINADO', '14 nov 2026'],
      ['TERMINADO', '7 nov 2026'],
    ])
    expect(es.heroLinks.map((l) => l.to)).toEqual(['/es/schedule'])
    expect(es.closingLinks.map((l) => l.to)).toEqual(['/es/estimator'])
    expect(es.proofLinks).toEqual([])
  })
})

describe('the home loader and its kept words', () => {
  const load = (path: string) =>
    loader({ request: new Request(`http://localhost${path}`) } as Parameters<typeof loader>[0])

  test('sends the title, the description and Remy’s button only: the rest is in the markup once', () => {
    expect(Object.keys(load('/')).sort()).toEqual(['chat', 'meta'])
    expect(load('/es').meta.title).toBe(homePage('es').meta.title)
    const data = load('/es')
    expect(data.chat).toEqual({
      openLabel: 'Hable con Remy, su experto en pisos',
      opening: 'Abriendo el chat…',
      wordsUrl: '/es/chat-words.json',
    })
    expect(load('/').chat.wordsUrl).toBe('/chat-words.json')
  })

  test('keeps its own language’s words, and the testimonials the owner wrote in it', () => {
    expect(homeKeptWords('en').headline).toBe('Refined Resin. Floors Poured Like Art.')
    expect(homeKeptWords('es').headline).toBe('Refined Resin. Pisos vertidos como arte.')
    const es = homeKeptWords('es')
    expect(es.reviews.map((t) => t.role)).toEqual([
      'Propietario de vivienda',
      'Dueño de negocio',
      'Contratista',
    ])
    expect(es.reviews[0]?.text).toMatch(/^Pulieron, vertieron/)
    expect(homeKeptWords('en').reviews.map((t) => t.role)).toEqual([
      'Homeowner',
      'Business Owner',
      'Contractor',
    ])
  })

  test('leaves a testimonial off a language it is not written in', () => {
    const saved = testimonials[0]?.es
    if (testimonials[0]) delete testimonials[0].es
    try {
      expect(homeKeptWords('es').reviews.map((t) => t.name)).not.toContain(testimonials[0]?.name)
      expect(homeKeptWords('en').reviews.map((t) => t.name)).toContain(testimonials[0]?.name)
    } finally {
      if (testimonials[0]) testimonials[0].es = saved
    }
    // The pseudo-locale has no testimonials of its own, so none shows.
    expect(homeKeptWords('en-XA').reviews).toEqual([])
  })
})
