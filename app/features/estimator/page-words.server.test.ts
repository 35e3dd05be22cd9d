import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogs } from '~/i18n/catalogs.server'
import { langs } from '~/i18n/lang'
import { createTestContext } from '../../../tests/support/app-context'
import { pdftotext } from '../../../tests/support/pdftotext'
import { loader } from '../../routes/estimator'
import { loader as quoteLoader } from '../../routes/estimator.quote-pdf'
import { estimatorPageWords } from './page-words.server'
import { quoteFromSearch } from './quote-pdf.server'
import { type EstimatorPageWords, wordsOf } from './words'

/** Every key path of a copy object, list items included, so a missing or extra item shows too. */
function keyPaths(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [`${at}[${i}]`, ...keyPaths(v, `${at}[${i}]`)])
  if (value && typeof value === 'object') {
    return Object.keys(value).flatMap((k) => [`${at}.${k}`, ...keyPaths(Reflect.get(value, k), `${at}.${k}`)])
  }
  return []
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const WAREHOUSE = 'space=warehouse&sqft=4200&finish=gunmetal-flake&zip=30518&timeline=this-month'
const now = new Date('2025-07-04T16:00:00Z')

type PageData = {
  view: { phase: string; result?: { minTotal: number; maxTotal: number; estimatedDays: number } }
  words: EstimatorPageWords
}

/** What the page's loader gives a request: the view and its language's words. */
function pageData(url: string): PageData {
  const out = loader({ request: new Request(url), params: {}, context: {} } as Parameters<typeof loader>[0])
  // `data()` wraps the page data with its headers.
  return (out as unknown as { data: PageData }).data
}

describe('the estimator, one implementation in every language (decision 039)', () => {
  it('has every key of the English words in every language, and no other', () => {
    const english = keyPaths(estimatorPageWords('en')).sort()
    for (const lang of langs) expect(keyPaths(estimatorPageWords(lang)).sort()).toEqual(english)
  })

  it('formats every message with the live figures and links only to its own language’s pages', () => {
    for (const [lang, prefix] of [
      ['en', '/'],
      ['es', '/es/'],
      ['en-XA', '/en-xa/'],
    ] as const) {
      const page = estimatorPageWords(lang)
      for (const s of strings(page.text)) expect(s).not.toMatch(/[{}]/)
      for (const path of Object.values(page.text.paths)) expect(path.startsWith(prefix)).toBe(true)
      // Templates the browser fills: JSON, with no ICU left for a runtime to read.
      expect(JSON.parse(JSON.stringify(page.messages))).toEqual(page.messages)
      for (const s of strings(page.messages)) expect(s).not.toMatch(/plural|select|#/)
    }
  })

  it('says in English what the English page always said', () => {
    const en = estimatorPageWords('en')
    expect(en.page).toEqual({
      title: 'Instant Epoxy Floor Estimate | Refined Resin',
      description:
        'Get an instant price range for your epoxy or metallic floor in under 3 minutes: space, size, finish and timing.',
      headline: 'Know Before You Pour',
    })
    expect(en.text.copy.heroFigures.map((f) => f.figure)).toEqual(['2.3 days', '$6.75–$9.50', '5-year'])
    expect(en.text.copy.priceLockBanner).toBe('Book now and lock current material pricing for 30 days')
    expect(en.text.copy.dialogTitle).toBe("We've Locked Your Details")
    expect(en.text.didYouKnow).toEqual([
      'About 90% of our installs finish in under 72 hours.',
      '98% of our floors need zero repairs in their first 3 years.',
      'Every floor gets a free maintenance check 6 months after install.',
      "Our 5-year finish warranty is transferable, so it adds to your home's resale value.",
    ])
    expect(en.text.pricingFactors[0]?.text).toBe(
      'Cracks, spalling, old coatings or oil stains need extra grinding and repair: damage adds 10-25%.',
    )
    expect(en.text.finishOptions.map((f) => f.artwork)).toEqual([
      'metallic-copper',
      'gunmetal-flake',
      'storm-grey',
      'custom-blend',
    ])
    expect(en.text.paths).toEqual({ page: '/estimator', pricing: '/pricing' })
    const words = wordsOf(JSON.parse(JSON.stringify(en)))
    expect(words.format.stepOf(2, 4)).toBe('Step 2 of 4')
    expect(words.format.sqft(4200)).toBe('4,200 sq ft')
    expect(words.format.range(12994, 18288)).toBe('$12,994 – $18,288')
    expect(words.format.days(3)).toBe('3 days')
    expect(words.format.inArea({ zip: '30518', city: 'Buford', county: 'Gwinnett' })).toBe(
      '30518 is in Buford, Gwinnett County, inside our service area.',
    )
  })

  it('says it in Spanish on the Spanish page, and carries no English there', () => {
    const es = estimatorPageWords('es')
    expect(es.text.copy.heroFigures.map((f) => f.figure)).toEqual([
      '2.3 días',
      '$6.75–$9.50',
      'Garantía de 5 años',
    ])
    expect(es.text.spaceOptions.find((o) => o.value === 'warehouse')?.label).toBe('Bodega')
    expect(es.text.paths).toEqual({ page: '/es/estimator', pricing: '/es/contact?interest=other' })
    expect(es.page.headline).toBe(catalogs.es.estimator.page.headline)
    expect(es.page.title).not.toBe(estimatorPageWords('en').page.title)
    // Words only: the options' values and artwork are data, and "Patio" is Spanish too.
    const words = (value: unknown, key = ''): string[] =>
      typeof value === 'string'
        ? ['value', 'artwork'].includes(key) || value === 'Patio'
          ? []
          : [value]
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([k, v]) => words(v, Array.isArray(value) ? key : k))
          : []
    const english = new Set(words(estimatorPageWords('en').text))
    expect(words(es.text).filter((s) => english.has(s) && /[a-z]{3}/.test(s))).toEqual([])
  })

  it('gives a warehouse floor the same range and days in every language, in its words', () => {
    const english = pageData(`http://localhost/estimator?${WAREHOUSE}`)
    const spanish = pageData(`http://localhost/es/estimator?${WAREHOUSE}`)
    expect(english.words.lang).toBe('en')
    expect(spanish.words.lang).toBe('es')
    expect(spanish.view).toEqual(english.view)
    const result = english.view.result
    if (!result) throw new Error('no estimate')
    // As the browser does: the page data through JSON.
    const en = wordsOf(JSON.parse(JSON.stringify(english.words)))
    const words = wordsOf(JSON.parse(JSON.stringify(spanish.words)))
    const range = en.format.range(result.minTotal, result.maxTotal)
    expect(range).toMatch(/^\$[\d,]+ – \$[\d,]+$/)
    expect(words.format.range(result.minTotal, result.maxTotal)).toBe(range)
    expect(words.format.days(result.estimatedDays)).toBe(`${result.estimatedDays} días`)
    expect(words.format.days(1)).toBe('1 día')
    expect(words.format.stepOf(2, 4)).toBe('Paso 2 de 4')
    expect(words.format.sqft(4200)).toBe('4,200 pies²')
    expect(words.format.inArea({ zip: '30518', city: 'Buford', county: 'Gwinnett' })).toBe(
      '30518 está en Buford, condado de Gwinnett, dentro de nuestra área de servicio.',
    )
  })

  it('says a form step’s refusals in Spanish', () => {
    const { view } = pageData('http://localhost/es/estimator?space=warehouse&sqft=1&step=2') as {
      view: { phase: string; errors?: Record<string, string> }
    }
    expect(view.phase).toBe('form')
    expect(view.errors?.squareFootage).toBe('Los pies cuadrados deben ser un número entero de 100 a 5,000.')
  })
})

describe('the quote PDF in Spanish', () => {
  it('is Spanish and carries the English quote’s figures', async () => {
    const search = new URLSearchParams(WAREHOUSE)
    const english = await quoteFromSearch(search, { now, siteUrl: 'https://floors.example' })
    const spanish = await quoteFromSearch(search, { now, siteUrl: 'https://floors.example', lang: 'es' })
    if (!english.ok || !spanish.ok) throw new Error('no quote')
    const en = pdftotext(english.pdf)
    const es = pdftotext(spanish.pdf)
    const figures = (text: string) => text.match(/\$[\d,]+|×\d\.\d\d|RR-\d{8}-[0-9A-Z]{5}/g)
    expect(figures(es)).toEqual(figures(en))
    expect(figures(es)?.length).toBeGreaterThan(5)
    for (const words of [
      'Estimado del proyecto',
      'Referencia',
      '4 de julio de 2025',
      '3 de agosto de 2025 (precio asegurado por 30 días)',
      'Bodega',
      '4,200 pies²',
      'Hojuelas gris plomo',
      '30518 (Buford, condado de Gwinnett, GA)',
      'Este mes',
      'El rango estimado de su proyecto',
      'Materiales y preparación',
      'Mano de obra',
      'Total estimado (punto medio)',
      'Garantía de 5 años sobre el acabado incluida, transferible.',
      // It books on the Spanish schedule page, as the English quote books on /schedule.
      'https://floors.example/es/schedule?space=warehouse&sqft=4200',
      'Mencione su referencia RR-20250704-',
    ]) {
      expect(es).toContain(words)
    }
    const days = /Tiempo estimado\s+(\d+) días/.exec(es)?.[1]
    expect(days).toBe(/Estimated Timeline\s+(\d+) days/.exec(en)?.[1])
    for (const english of ['Project Estimate', 'Cost breakdown', 'Valid until', 'Next step']) {
      expect(es).not.toContain(english)
    }
  })

  describe('GET /es/estimator/quote.pdf', () => {
    let ctx: Awaited<ReturnType<typeof createTestContext>>
    beforeAll(async () => {
      ctx = await createTestContext({ ip: '198.51.100.34' })
    })
    afterAll(() => ctx.close())

    it('answers the Spanish quote', async () => {
      const res = await quoteLoader({
        request: new Request(`http://localhost/es/estimator/quote.pdf?${WAREHOUSE}`),
        context: ctx.context,
        params: {},
      } as Parameters<typeof quoteLoader>[0])
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toBe('application/pdf')
      const text = pdftotext(new Uint8Array(await res.arrayBuffer()))
      expect(text).toContain('Estimado del proyecto')
      expect(text).toContain('Bodega')
    })

    const quote = (query: string) =>
      quoteLoader({
        request: new Request(`http://localhost/es/estimator/quote.pdf?${query}`),
        context: ctx.context,
        params: {},
      } as Parameters<typeof quoteLoader>[0])

    it('refuses a broken link in Spanish, naming each field', async () => {
      const res = await quote('space=warehouse&sqft=-5&finish=storm-grey&zip=abc&timeline=nonsense')
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: string; fieldErrors: Record<string, string[]> }
      expect(body.error).toBe(
        'A este enlace de cotización le faltan respuestas o tiene respuestas no válidas.',
      )
      expect(Object.keys(body.fieldErrors).sort()).toEqual(['sqft', 'timeline', 'zip'])
      for (const messages of Object.values(body.fieldErrors))
        for (const m of messages) expect(m).not.toMatch(/\b(the|Enter|must|Square|ZIP code)\b/)
    })

    it('refuses an unknown price list in Spanish', async () => {
      const res = await quote(`${WAREHOUSE}&pb=999`)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: string }).error).toMatch(/^Este enlace de cotización menciona/)
    })
  })
})
