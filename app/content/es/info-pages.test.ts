import { describe, expect, test } from 'vitest'
import { formatCopy } from '~/i18n/format-copy.server'
import { loader as floorCareLoader } from '~/routes/floor-care'
import { sitePage } from '../site-pages'
import { warrantyCopy } from '../warranty'
import { warrantyEs, warrantyEsValues, warrantyPageEs } from './warranty'

/**
 * Every key path of a copy object, lists included item by item, so a Spanish list with an item
 * missing or one too many shows as a difference too.
 */
function keyPaths(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [`${at}[${i}]`, ...keyPaths(v, `${at}[${i}]`)])
  if (value && typeof value === 'object') {
    return Object.keys(value).flatMap((k) => [`${at}.${k}`, ...keyPaths(Reflect.get(value, k), `${at}.${k}`)])
  }
  return []
}

/** The targets of a copy object's links (its `to` fields). */
function linkTargets(value: unknown): string[] {
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) =>
    k === 'to' && typeof v === 'string' ? [v] : linkTargets(v),
  )
}

/** Every string of a formatted copy object. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const pages = [
  {
    name: 'warranty',
    english: warrantyCopy,
    spanish: warrantyEs,
    page: warrantyPageEs,
    englishPage: sitePage('/warranty'),
    values: warrantyEsValues,
  },
]

describe.each(pages)('the $name page in Spanish (decision 034)', (p) => {
  test('has every key of the English copy, and no other', () => {
    expect(keyPaths(p.spanish).sort()).toEqual(keyPaths(p.english).sort())
  })

  test('formats every message with the live figures, leaving no placeholder', () => {
    const copy = formatCopy('es', p.spanish, p.values())
    const page = formatCopy('es', p.page, p.values())
    for (const s of [...strings(copy), ...strings(page)]) {
      expect(s).not.toMatch(/[{}]/)
      expect(s.length).toBeGreaterThan(0)
    }
    expect(page.title).not.toBe(p.englishPage.title)
    expect(page.description).not.toBe(p.englishPage.description)
    expect(page.headline).not.toBe(p.englishPage.headline)
  })

  test('links only to Spanish pages', () => {
    const links = linkTargets(formatCopy('es', p.spanish, p.values()))
    expect(links.length).toBeGreaterThan(0)
    for (const l of links) expect(l).toMatch(/^\/es\/(contact|floor-care|warranty)\b/)
  })
})

test('the figures read as the English pages give them', () => {
  const load = (path: string) =>
    floorCareLoader({ request: new Request(`http://localhost${path}`) } as Parameters<
      typeof floorCareLoader
    >[0])
  const care = load('/es/floor-care').copy
  expect(care.membership.price).toBe('$199')
  expect(care.membership.regularPrice).toBe('$299/año')
  expect(care.details[1]?.title).toBe('20% de descuento')
  expect(care.details[2]?.title).toBe('Garantía extendida a 7 años')
  expect(load('/es/floor-care').join).toBe('/es/contact?interest=maintenance')
  // Each page carries its own language only (decision 039).
  const english = load('/floor-care')
  expect(english.copy.details[1]?.title).toBe('20% discount')
  expect(english.join).toBe('/contact?interest=maintenance')
  expect(JSON.stringify(english)).not.toMatch(/año|descuento/)
  const warranty = formatCopy('es', warrantyEs, warrantyEsValues())
  expect(warranty.terms[0]?.value).toBe('5 años')
  expect(warranty.terms[1]?.value).toBe('Sí, al siguiente propietario')
  expect(warranty.terms.at(-1)?.value).toBe('La mayoría en 1 semana tras la aprobación')
  expect(warranty.claimSteps[0]?.text).toContain('48 horas')
})
