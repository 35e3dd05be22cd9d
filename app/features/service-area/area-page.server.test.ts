import { describe, expect, it } from 'vitest'
import { serviceAreas } from '~/content/service-areas'
import { serviceAreaPageIn } from './area-page.server'

const serviceAreaPage = (zip: string) => serviceAreaPageIn('en', zip)
const serviceAreaPageEs = (zip: string) => serviceAreaPageIn('es', zip)

/** Words that would mean an English sentence was left on the Spanish page. */
const english = /\b(the|and|our|of|in|for|miles|County|Call|within|floor|floors|days|hours|weeks)\b/

const everyString = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(everyString)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(everyString)
        : []

describe('the service-area page in Spanish, one implementation with English (decision 039)', () => {
  it('is undefined for a ZIP we do not serve, like the English one', () => {
    for (const zip of ['99999', '', '<script>']) expect(serviceAreaPageEs(zip)).toBeUndefined()
  })

  it('has a page for every served area, with the English page’s facts', () => {
    for (const area of serviceAreas) {
      const es = serviceAreaPageEs(area.zip)!
      const en = serviceAreaPage(area.zip)!
      expect(es.area).toEqual(en.area)
      expect([es.miles, es.direction, es.inside]).toEqual([en.miles, en.direction, en.inside])
      expect(es.neighbours).toEqual(en.neighbours)
      expect(es.faqs).toHaveLength(4)
    }
  })

  it('words the base’s own area and a distant one in Spanish, with no English left', () => {
    const buford = serviceAreaPageEs('30518')!
    expect(buford.local[0]).toBe(
      'Refined Resin instala pisos epóxicos, de hojuelas y de resina metálica en Buford, GA 30518, en el condado de Gwinnett, justo donde está nuestra base en Buford.',
    )
    expect(buford.local[1]).toMatch(/^Buford está dentro de nuestro radio de servicio de 25 millas/)
    expect(buford.words.headline).toBe('Pisos epóxicos en Buford, GA')
    const athens = serviceAreas.find((a) => a.city === 'Athens')!
    const far = serviceAreaPageEs(athens.zip)!
    expect(far.words.lead).toMatch(/a \d+ millas al este de nuestra base en Buford\.$/)
    expect(far.local[1]).toMatch(/fuera de nuestro radio de servicio de 25 millas/)
    for (const page of [buford, far]) {
      const text = [...everyString({ ...page.words, areaPath: '' }), ...page.local, ...everyString(page.faqs)]
        // Links are addresses, and place names stay as they are.
        .filter((s) => !s.startsWith('/'))
        .map((s) => s.replace(/Refined Resin|Athens|Buford|Gwinnett|Clarke|Oconee|Jackson|Barrow/g, ''))
      expect(text.filter((s) => english.test(s))).toEqual([])
    }
  })

  it('answers the FAQ from the published figures, and links only Spanish pages', () => {
    const page = serviceAreaPageEs('30518')!
    const [howLong, cost, county, warranty] = page.faqs
    expect(howLong.question).toBe('¿Cuánto tarda la instalación de un piso epóxico en Buford?')
    expect(howLong.answer).toMatch(
      /toman \d+ a \d+ días, y puede caminar sobre el piso después de \d+ a \d+ horas/,
    )
    expect(cost.answer).toMatch(/de \$\d+ a \$\d+ por pie cuadrado/)
    expect(county.answer).toMatch(
      /^Sí\. Además de Buford, instalamos pisos en .+ y en el resto del condado de Gwinnett\.$/,
    )
    expect(warranty.answer).toMatch(/garantía de por vida en materiales y mano de obra/)
    const links = [
      ...page.words.links.map((l) => l.to),
      ...page.words.serviceCards.map((c) => c.href),
      page.words.areaPath,
    ]
    expect(links.every((to) => to.startsWith('/es/'))).toBe(true)
  })
})

describe('the service-area page in English', () => {
  it('says what the English page always said', () => {
    const buford = serviceAreaPage('30518')!
    expect(buford.words.meta).toEqual({
      title: 'Epoxy Flooring in Buford, GA 30518 | Refined Resin',
      description:
        'Garage, commercial and metallic epoxy floors in Buford, Gwinnett County, GA 30518. Free estimates, installs in 2-3 days, lifetime warranty. Call (470) 555-0142.',
      keywords: [
        'epoxy flooring Buford GA',
        'garage floor epoxy 30518',
        'metallic epoxy Buford',
        'Gwinnett County epoxy contractor',
        'epoxy floor installer',
      ],
    })
    expect(buford.words.hubLinks).toEqual([
      { href: '/knowledge', label: 'Knowledge Hub' },
      { href: '/knowledge?q=Gwinnett', label: 'Gwinnett County' },
    ])
    expect(buford.words.lead).toBe(
      'Garage, commercial and industrial resin floors for Buford 30518, right at our Buford base.',
    )
    expect(buford.local[0]).toBe(
      'Refined Resin installs epoxy, flake and metallic resin floors in Buford, GA 30518, in Gwinnett County, right at our Buford base.',
    )
    expect(buford.words.serviceCards.map((c) => c.href)).toEqual([
      '/estimator',
      '/commercial-facilities',
      '/spec-sheet',
    ])
    expect(buford.words.typicalPrice).toBe('Typical installed price in Buford: $3-$12 per sq ft.')
    expect(buford.words.facts.distanceValue).toBe(`${buford.miles} miles`)
    expect(buford.words.reasons[2]?.title).toBe('2-3 days average install')
    expect(buford.words.reasons[3]).toEqual({
      title: 'Lifetime warranty',
      text: 'Our service-area installs carry a lifetime warranty on materials and workmanship.',
    })
    expect(buford.faqs[3]?.answer).toBe(
      'Every service-area install carries our lifetime warranty on materials and workmanship, and a free maintenance check after 6 months.',
    )
    const athens = serviceAreas.find((a) => a.city === 'Athens')!
    const far = serviceAreaPage(athens.zip)!
    expect(far.words.lead).toMatch(/, \d+ miles east of our Buford base\.$/)
    expect(far.local[0]).toMatch(/, about \d+ miles east of our Buford base\.$/)
    expect(far.local[1]).toMatch(/part of our expansion toward Gainesville and Athens\./)
  })

  it('links the pseudo-locale’s pages in it, and an English-only page in English', () => {
    const page = serviceAreaPageIn('en-XA', '30518')!
    expect(page.words.links.map((l) => l.to)).toEqual(['/en-xa/estimator', '/en-xa/schedule'])
    expect(page.words.serviceCards.map((c) => c.href)).toEqual([
      '/en-xa/estimator',
      '/commercial-facilities',
      '/spec-sheet',
    ])
    expect(page.words.areaPath).toBe('/en-xa/service-area/30518')
  })
})
