import { expect, test } from 'vitest'
import { loader as floorCareLoader } from '~/routes/floor-care'

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
})
