import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext } from '../../../tests/support/app-context'
import { pdfText } from '../../../tests/support/pdf-text'
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
    const text = pdfText(out.pdf)
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
    expect(pdfText(out.pdf)).toContain('90210')
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
      const text = pdfText(new Uint8Array(await res.arrayBuffer())).join(' ')
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
