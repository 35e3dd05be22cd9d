import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { loader } from '~/routes/spec-sheet.pdf'
import { buildSpecSheetPdf } from './spec-sheet-pdf.server'

describe('spec sheet PDF', () => {
  it('is a one-page PDF titled as the spec sheet', async () => {
    const bytes = await buildSpecSheetPdf()
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getTitle()).toBe('Refined Resin Technical Spec Sheet')
  })

  it('is the same file every time for the same figures', async () => {
    expect(Buffer.from(await buildSpecSheetPdf()).equals(Buffer.from(await buildSpecSheetPdf()))).toBe(true)
  })

  it('is served as a PDF download', async () => {
    const res = await loader()
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="refined-resin-spec-sheet.pdf"')
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000)
  })
})
