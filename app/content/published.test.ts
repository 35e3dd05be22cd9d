import { afterEach, describe, expect, it } from 'vitest'
import { factIn } from '../i18n/facts.server'
import { isLang } from '../i18n/locales'
import { company, estimator, installDuration } from './business'
import { factsEs } from './es/facts'
import { jobRoles } from './job-roles'
import { portfolioProjects } from './projects'
import {
  adoptClientContent,
  applyPublished,
  clientContent,
  dialable,
  type PublishedContent,
  publishedContent,
  seedContent,
} from './published'
import { testimonials } from './testimonials'

// Every module of app/content, so a sentence worked out once at import cannot hide from the check.
// Not each language's catalog index, which only gathers the modules checked here (the
// pseudo-locale's is made from the English ones; decision 039).
const modules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.ts', '!./**/*.test.ts', '!./*/catalog.ts'],
  {
    eager: true,
  },
)

/** Every value the modules export, as text (getters and `live` copy are read). */
function exportedText(): string {
  return Object.entries(modules)
    .map(
      ([file, exports]) =>
        `${file} ${JSON.stringify(exports, (_k, v) => (typeof v === 'function' ? undefined : v))}`,
    )
    .join('\n')
}

function changed() {
  const next = seedContent()
  next.facts.phone = '(404) 555-0199'
  next.facts.email = 'desk@floors.example'
  next.facts.hours = 'Mon–Sat 7am–7pm'
  next.facts.serviceRadiusMiles = 30
  next.facts.warrantyLabel = '7-year finish warranty'
  next.facts.lifetimeWarrantyLabel = 'Lifelong warranty'
  next.facts.installProcess = { min: 2, max: 7, unit: 'day' }
  next.facts.installLargerCommercial = { min: 5, max: 6, unit: 'day' }
  next.priceBook.floorCare = { priceLaunch: 219, priceRegular: 319 }
  next.priceBook.commercialPlanPrices = { essential: 349, professional: 649 }
  next.priceBook.baseRateLow = 7.25
  next.priceBook.baseRateHigh = 10.25
  next.priceBook.spaceFactors.garage = 1.25
  next.priceBookVersion = 2
  next.jobRoles[0].open = false
  next.projects[0].title = 'Copper Flow Garage Redone'
  next.projects = next.projects.filter((p) => p.id !== 'clinic-athens')
  next.testimonials = next.testimonials.filter((t) => t.name !== 'Jorge R.')
  next.testimonials[0].text = 'Poured over one weekend and it still shines.'
  return next
}

afterEach(() => applyPublished(seedContent()))

describe('published content', () => {
  it('starts as the repository seed, which names the phone number and rates', () => {
    const text = exportedText()
    expect(text).toContain('(470) 555-0142')
    expect(text).toContain('$6.75')
    expect(publishedContent().priceBookVersion).toBe(1)
  })

  it('reaches every copy module after a publish: no sentence keeps the old phone, email or rates', () => {
    applyPublished(changed())
    const text = exportedText()
    for (const old of [
      '555-0142',
      '+14705550142',
      'hello@refinedresin.example',
      '$6.75',
      '$9.50',
      'Mon–Fri 8am',
      '25 miles',
      '5-year finish',
      'Lifetime warranty',
      '1-6 days',
      '4-5 days',
      '$199',
      '$599',
      '"Copper Flow Garage"',
      'Veterinary Clinic',
      'Jorge R.',
      'looks like poured lava',
    ]) {
      const at = text.indexOf(old)
      expect(at === -1 ? null : text.slice(Math.max(0, at - 160), at + 40)).toBeNull()
    }
    expect(text).toContain('(404) 555-0199')
    expect(text).toContain('$7.25')
    expect(company.phoneHref).toBe('tel:+14045550199')
    expect(estimator.spaceFactors.garage).toBe(1.25)
  })

  it('lists only the open job roles', () => {
    expect(jobRoles.map((r) => r.id)).toContain('installer-apprentice')
    applyPublished(changed())
    expect(jobRoles.map((r) => r.id)).not.toContain('installer-apprentice')
    expect(jobRoles).toHaveLength(3)
    expect(Array.isArray(jobRoles)).toBe(true)
    expect([...jobRoles].length).toBe(3)
  })

  it('puts the published projects in place of the portfolio list, in order, leaving out unpublished ones', () => {
    const before = portfolioProjects
    applyPublished(changed())
    expect(portfolioProjects).toBe(before)
    expect(portfolioProjects).toHaveLength(seedContent().projects.length - 1)
    expect(portfolioProjects[0].title).toBe('Copper Flow Garage Redone')
    expect(portfolioProjects.map((p) => p.id)).not.toContain('clinic-athens')
  })

  it('puts the published testimonials in place of the home page’s list', () => {
    applyPublished(changed())
    expect(testimonials.map((t) => t.name)).toEqual(['Danielle M.', 'Marcus T.'])
    expect(testimonials[0].text).toBe('Poured over one weekend and it still shines.')
    expect(testimonials[0]).not.toHaveProperty('key')
  })

  it('on the server, never takes content from a page’s data: a render begun before a publish cannot undo it', () => {
    applyPublished(changed())
    adoptClientContent(JSON.stringify(seedContent()))
    expect(company.phone).toBe('(404) 555-0199')
  })

  it('puts the Spanish wording of the facts in place for Spanish pages, and never sends it to the browser', () => {
    const next = changed()
    next.facts.es = { ...factsEs, warrantyLabel: 'Garantía de 7 años sobre el acabado' }
    applyPublished(next)
    expect(factIn('es', 'warrantyLabel')).toBe('Garantía de 7 años sobre el acabado')
    expect(Object.keys(clientContent().facts).filter((k) => isLang(k) || k.endsWith('Es'))).toEqual([])
    expect(clientContent().facts.warrantyLabel).toBe('7-year finish warranty')
  })

  it('keeps the seed’s Spanish wording when a snapshot published before it existed has none', () => {
    const next = changed()
    const { es: _es, ...older } = next.facts
    applyPublished({ ...next, facts: older })
    expect(factIn('es', 'warrantyLabel')).toBe(factsEs.warrantyLabel)
    expect(factIn('es', 'hours')).toBe(factsEs.hours)
  })

  it('reads a snapshot stored before the versions (`hoursEs`, `textEs`) exactly as it did (decision 039)', () => {
    // As every install stored it: the Spanish prose as fields of the facts and of each testimonial.
    const { es: _es, ...facts } = changed().facts
    const [first, ...others] = seedContent().testimonials
    if (!first) throw new Error('the seed has testimonials')
    const { es: _t, key, ...firstOlder } = first
    const stored = JSON.parse(
      JSON.stringify({
        ...changed(),
        facts: {
          ...facts,
          hoursEs: 'lun. a sáb. de 7 a. m. a 7 p. m.',
          warrantyLabelEs: 'Garantía de 7 años sobre el acabado',
          lifetimeWarrantyLabelEs: 'Garantía vitalicia',
        },
        testimonials: [{ ...firstOlder, key, textEs: 'Quedó perfecto.' }, ...others],
      }),
    ) as PublishedContent
    applyPublished(stored)
    expect(factIn('es', 'hours')).toBe('lun. a sáb. de 7 a. m. a 7 p. m.')
    expect(factIn('es', 'warrantyLabel')).toBe('Garantía de 7 años sobre el acabado')
    expect(factIn('es', 'lifetimeWarrantyLabel')).toBe('Garantía vitalicia')
    expect(factIn('en', 'hours')).toBe(changed().facts.hours)
    expect(publishedContent().facts).not.toHaveProperty('hoursEs')
    expect(testimonials[0]).toEqual({ ...firstOlder, es: { text: 'Quedó perfecto.' } })
    expect(testimonials[0]).not.toHaveProperty('textEs')
    expect(Object.keys(clientContent().facts).filter((k) => isLang(k) || k.endsWith('Es'))).toEqual([])
  })

  it('keeps the seed’s install times when a snapshot stored them as English text, never reading it', () => {
    const next = changed()
    // A snapshot published before install times were values (decision 039).
    const older = { ...next.facts, installAverage: '9-10 days', installProcess: '2-7 days' } as unknown
    applyPublished({ ...next, facts: older as typeof next.facts })
    expect(installDuration.average).toEqual(seedContent().facts.installAverage)
    expect(installDuration.processDescription).toEqual(seedContent().facts.installProcess)
    expect(installDuration.largerCommercial).toEqual({ min: 5, max: 6, unit: 'day' })
  })

  it('dials a US number written any way', () => {
    expect(dialable('(404) 555-0199')).toBe('+14045550199')
    expect(dialable('+1 404.555.0199')).toBe('+14045550199')
  })
})
