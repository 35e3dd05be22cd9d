import { describe, expect, test } from 'vitest'
import { formatCopy } from '~/i18n/format-copy.server'
import { loader } from '~/routes/home'
import { homeCopy } from '../home'
import { testimonials } from '../testimonials'
import { homeEs } from './home'

/**
 * Where the Spanish copy lacks a key of the English one, as paths. An array's items are held to the
 * shape of the English list's first item: a Spanish list may be shorter (a link to a page that has no
 * Spanish twin is left out, decision 034).
 */
function missingKeys(english: unknown, spanish: unknown, at = 'copy'): string[] {
  if (Array.isArray(english)) {
    if (!Array.isArray(spanish)) return [at]
    if (english.length === 0) return []
    return spanish.flatMap((item, i) => missingKeys(english[0], item, `${at}[${i}]`))
  }
  if (english && typeof english === 'object') {
    if (!spanish || typeof spanish !== 'object') return [at]
    return Object.keys(english).flatMap((k) =>
      k in spanish ? missingKeys(english[k as never], spanish[k as never], `${at}.${k}`) : [`${at}.${k}`],
    )
  }
  return []
}

const values = {
  region: 'Metro Atlanta',
  warrantyYears: 3,
  clientsServed: '20+',
  year: '2025',
  season: 'Summer',
  averageInstall: '2 a 3 días',
  activeProjects: '3',
  projectsThisMonth: '18',
  onSchedule: '100%',
}

describe('the Spanish home copy', () => {
  test('has every key of the English copy', () => {
    expect(missingKeys(homeCopy, homeEs)).toEqual([])
  })

  test('shows every item of the English lists that are not links', () => {
    for (const list of ['stats', 'values', 'projects', 'panelStats', 'categories', 'proof'] as const) {
      expect(homeEs[list], list).toHaveLength(homeCopy[list].length)
    }
  })

  test('formats without throwing, every placeholder filled', () => {
    const copy = formatCopy('es', homeEs, values)
    const strings = JSON.stringify(copy).match(/"(?:[^"\\]|\\.)*"/g) ?? []
    expect(strings.filter((s) => /[{}#]/.test(s))).toEqual([])
    expect(copy.stats.map((s) => s.value)).toEqual(['20+', 'Desde 2025', '2 a 3 días'])
    expect(copy.stats[1].label).toBe('Lanzamiento en verano')
    expect(copy.meta.description).toContain('3 años de garantía')
  })

  test('links only to pages that exist in Spanish', () => {
    const links = [...homeEs.heroLinks, ...homeEs.panelLinks, ...homeEs.proofLinks, ...homeEs.closingLinks]
    for (const l of links) expect(['/es', '/es/contact', '/es/schedule', '/es/estimator']).toContain(l.to)
  })
})

describe('the home loader', () => {
  const load = (path: string) =>
    loader({ request: new Request(`http://localhost${path}`) } as Parameters<typeof loader>[0])

  test('sends the Spanish words, with Spanish dates and the testimonials that have Spanish, on /es', () => {
    const data = load('/es')
    const copy = JSON.parse(data.copy ?? 'null') as typeof homeCopy & {
      projects: { status: string; dateLabel?: string }[]
    }
    expect(copy.headline).toBe('Refined Resin. Pisos vertidos como arte.')
    expect(copy.projects.find((p) => p.status === 'COMPLETED')?.dateLabel).toBe('14 nov 2026')
    expect(data.testimonials.map((t) => t.role)).toEqual([
      'Propietario de vivienda',
      'Dueño de negocio',
      'Contratista',
    ])
    expect(data.testimonials[0].text).toMatch(/^Pulieron, vertieron/)
  })

  test('leaves a testimonial without Spanish off the Spanish home', () => {
    const saved = testimonials[0].textEs
    delete testimonials[0].textEs
    try {
      expect(load('/es').testimonials.map((t) => t.name)).not.toContain(testimonials[0].name)
      expect(load('/').testimonials.map((t) => t.name)).toContain(testimonials[0].name)
    } finally {
      testimonials[0].textEs = saved
    }
  })

  test('sends no words on /, where they are in the bundle', () => {
    const data = load('/')
    expect(data.copy).toBeNull()
    expect(data.testimonials.length).toBeGreaterThan(0)
  })
})
