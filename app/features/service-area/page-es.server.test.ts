import { describe, expect, it } from 'vitest'
import { serviceAreas } from '~/content/service-areas'
import { serviceAreaPage } from './page'
import { serviceAreaPageEs } from './page-es.server'

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

describe('the Spanish service-area page', () => {
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
      const text = [...everyString(page.words), ...page.local, ...everyString(page.faqs)]
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
    const links = [...page.words.links.map((l) => l.to), ...page.words.serviceCards.map((c) => c.href)]
    expect(links.every((to) => to.startsWith('/es/'))).toBe(true)
  })
})
