import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext } from '../../../tests/support/app-context'
import { pdfLines, pdftotext } from '../../../tests/support/pdftotext'
import { loader } from '../../routes/estimator.quote-pdf'
import { quoteFromSearch } from './quote-pdf.server'

const FULL = 'space=patio&sqft=1250&finish=custom&zip=30518&timeline=next-month'
const now = new Date('2025-07-04T16:00:00Z')

import { applyPublished, type PriceBook, seedContent } from '~/content/published'
import { contentItem, publishItem } from '~/features/content/store.server'
import { syncContent } from '~/features/content/sync.server'

describe('quoteFromSearch', () => {
  it('makes a one-page PDF with the company, dates, reference, answers, range, breakdown and note', async () => {
    const out = await quoteFromSearch(new URLSearchParams(FULL), { now, siteUrl: 'https://floors.example' })
    if (!out.ok) throw new Error(out.error)
    const pdf = await PDFDocument.load(out.pdf)
    expect(pdf.getPageCount()).toBe(1)
    const text = pdfLines(out.pdf)
    const reference = out.filename.match(/(RR-20250704-[0-9A-Z]{5})\.pdf$/)?.[1]
    expect(reference).toBeDefined()
    expect(text).toEqual(
      expect.arrayContaining([
        'Refined Resin',
        '(470) 555-0142 · hello@refinedresin.example · floors.example',
        reference,
        'July 4, 2025',
        'August 3, 2025 (30-day price lock)',
        'Patio',
        '1,250 sq ft',
        'Custom Blend',
        '30518 (Buford, Gwinnett County, GA)',
        'Next Month',
        '$12,994 – $18,288',
        '$6,256',
        '$9,384',
        '×1.40',
        '3 days',
        'Price may vary by prep condition and design complexity',
        'https://floors.example/schedule?space=patio&sqft=1250&finish=custom&zip=30518&timeline=next-month',
      ]),
    )
  })

  it('names a ZIP outside the service area without a city', async () => {
    const out = await quoteFromSearch(new URLSearchParams(FULL.replace('30518', '90210')), {
      now,
      siteUrl: 'https://floors.example',
    })
    if (!out.ok) throw new Error(out.error)
    expect(pdfLines(out.pdf)).toContain('90210')
  })

  it('refuses bad answers with the reasons, by URL parameter', async () => {
    const out = await quoteFromSearch(new URLSearchParams('space=patio&sqft=1&zip=..%2F..%2Fetc'), {
      now,
      siteUrl: 'https://floors.example',
    })
    expect(out.ok).toBe(false)
    if (out.ok) return
    expect(out.fieldErrors).toMatchObject({
      sqft: [expect.stringMatching(/100 to 5,000/)],
      finish: ['Choose a finish style.'],
      zip: ['Must be a valid 5-digit zipcode'],
      timeline: ['Choose when you want it done.'],
    })
    expect(out.fieldErrors.space).toBeUndefined()
  })
})

describe('the quote in the pseudo-locale (decision 039)', () => {
  /**
   * What a quote may show outside the catalogs' brackets: the business's facts and figures, the
   * owner's place names and days as `Intl` writes them for the pseudo-locale's `Intl` locale (en-US).
   */
  const facts = [
    /Refined Resin( LLC)?/g,
    /Mon–Fri 8am–6pm, Sat 9am–2pm/g,
    /\b\d+-year finish warranty\b/g,
    /Metro Atlanta/g,
    /\b(Buford|Gwinnett|GA)\b/g,
    /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/g,
    /RR-\d{8}-[0-9A-Z]{5}/g,
    /[\w.+-]+@[\w.-]+/g,
    /https?:\S+/g,
    /\bfloors\.example\b/g,
  ]

  it('shows no English outside the brackets, as pdftotext reads it, with the same figures as English', async () => {
    const search = new URLSearchParams(FULL)
    const pseudo = await quoteFromSearch(search, { now, siteUrl: 'https://floors.example', lang: 'en-XA' })
    const english = await quoteFromSearch(search, { now, siteUrl: 'https://floors.example' })
    if (!pseudo.ok || !english.ok) throw new Error('no quote')
    const text = pdftotext(pseudo.pdf)
    const left = text
      .split('\n')
      .map((line) => facts.reduce((rest, re) => rest.replace(re, ''), line.replace(/⟦[^⟧]*⟧/g, '')))
      .filter((line) => /[A-Za-z]{2,}/.test(line))
    expect(left).toEqual([])
    expect(text).toContain('⟦Þŕööĵééçţ ÉÉšţîîɱååţéé⟧')
    // Its figures are the English quote's, and it books on the pseudo-locale's schedule page.
    const figures = (t: string) => t.match(/\$[\d,]+|×\d\.\d\d|RR-\d{8}-[0-9A-Z]{5}/g)
    expect(figures(text)).toEqual(figures(pdftotext(english.pdf)))
    expect(text).toContain(`https://floors.example/en-xa/schedule?${FULL}`)
  })

  it('embeds a font only where the standard one cannot write the language', async () => {
    const search = new URLSearchParams(FULL)
    const embedsFont = async (lang: 'en' | 'es' | 'en-XA') => {
      const out = await quoteFromSearch(search, { now, siteUrl: 'https://floors.example', lang })
      if (!out.ok) throw new Error(out.error)
      const doc = await PDFDocument.load(out.pdf)
      return doc.context
        .enumerateIndirectObjects()
        .some(([, object]) => object instanceof PDFDict && object.has(PDFName.of('FontFile2')))
    }
    expect(await embedsFont('en')).toBe(false)
    expect(await embedsFont('es')).toBe(false)
    expect(await embedsFont('en-XA')).toBe(true)
  })
})

describe('GET /estimator/quote.pdf', () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>
  beforeAll(async () => {
    ctx = await createTestContext({ ip: '198.51.100.20' })
  })
  afterAll(() => ctx.close())

  const get = (query: string) =>
    loader({
      request: new Request(`http://localhost/estimator/quote.pdf?${query}`),
      context: ctx.context,
      params: {},
    } as Parameters<typeof loader>[0])

  it('answers a PDF download', async () => {
    const res = await get(FULL)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/pdf')
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="refined-resin-estimate-RR-/,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
  })

  it('keeps an old quote link at its own prices after the owner publishes new ones (decision 033)', async () => {
    const garage = 'space=garage&sqft=400&finish=storm-grey&zip=30518&timeline=next-month'
    const range = async (query: string) => {
      const res = await get(query)
      expect(res.status).toBe(200)
      const text = pdfLines(new Uint8Array(await res.arrayBuffer())).join(' ')
      return /\$[\d,]+\s*[–-]\s*\$[\d,]+/.exec(text)?.[0]
    }
    const before = await range(`${garage}&pb=1`)
    expect(before).toMatch(/\$2,700\s*[–-]\s*\$3,800/)
    const book = (await contentItem(ctx.context.db, 'price-book', 'current'))!
    const published = await publishItem(ctx.context.db, {
      kind: 'price-book',
      key: 'current',
      data: {
        ...(book.data as PriceBook),
        spaceFactors: { ...(book.data as PriceBook).spaceFactors, garage: 1.2 },
      },
      baseRevision: book.revision,
      author: 'owner@example.com',
    })
    expect(published).toEqual({ ok: true, revision: 2 })
    await syncContent(ctx.context.db)
    try {
      expect(await range(`${garage}&pb=1`)).toBe(before)
      expect(await range(`${garage}&pb=2`)).toMatch(/\$3,240\s*[–-]\s*\$4,560/)
      expect(await range(garage)).toMatch(/\$3,240\s*[–-]\s*\$4,560/)
      const unknown = await get(`${garage}&pb=7`)
      expect(unknown.status).toBe(400)
      expect(await unknown.json()).toEqual({ error: expect.stringMatching(/price list we do not have/) })
      expect((await get(`${garage}&pb=1%27%20or%201=1`)).status).toBe(400)
    } finally {
      applyPublished(seedContent())
    }
  })

  it('answers 400 with field errors for a bad link, and 429 once a client asks too often', async () => {
    const bad = await get('space=castle')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      error: expect.any(String),
      fieldErrors: { space: expect.any(Array) },
    })

    let last = bad
    for (let i = 0; i < 60; i++) last = await get('space=castle')
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})
