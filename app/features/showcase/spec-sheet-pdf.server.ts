import type { PDFFont, PDFPage } from 'pdf-lib'
import { company, floorCareClub, specSheet, warranty } from '~/content/business'
import { specRows, specSheetPdf } from '~/content/spec-sheet'
import { pdfLib, rgb } from '~/features/pdf/pdf-lib.server'

const copper = rgb(0.66, 0.37, 0.18)
const ink = rgb(0.09, 0.09, 0.1)
const muted = rgb(0.35, 0.36, 0.4)
const rule = rgb(0.85, 0.85, 0.87)

/** A fixed date so the same figures always produce the same file (cacheable, testable). */
const issued = new Date(Date.UTC(2026, 10, 1))

/** Builds the technical spec sheet as a one-page US Letter PDF from the figures of content/business/. */
export async function buildSpecSheetPdf(): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await pdfLib()
  const doc = await PDFDocument.create()
  doc.setTitle(specSheetPdf.title, { showInWindowTitleBar: true })
  doc.setAuthor(company.legalName)
  doc.setSubject('Mix ratios, pot life, cure time and service temperature of our epoxy floor systems')
  doc.setLanguage('en-us')
  doc.setCreator(company.name)
  doc.setProducer(company.name)
  doc.setCreationDate(issued)
  doc.setModificationDate(issued)

  const page = doc.addPage([612, 792])
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const left = 56
  const right = 556
  let y = 730

  page.drawRectangle({ x: 0, y: 772, width: 612, height: 20, color: copper })
  page.drawText(company.name.toUpperCase(), { x: left, y, size: 12, font: bold, color: copper })
  y -= 30
  page.drawText('Technical Spec Sheet', { x: left, y, size: 26, font: bold, color: ink })
  y -= 22
  page.drawText('Epoxy and metallic resin floor systems', {
    x: left,
    y,
    size: 12,
    font: regular,
    color: muted,
  })
  y -= 40

  y = heading(page, bold, 'Technical figures', left, y)
  for (const row of specRows) {
    page.drawText(row.property, { x: left, y, size: 11, font: regular, color: ink })
    const width = bold.widthOfTextAtSize(row.value, 11)
    page.drawText(row.value, { x: right - width, y, size: 11, font: bold, color: ink })
    y -= 8
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: rule })
    y -= 16
  }

  y -= 16
  y = heading(page, bold, 'System build-up', left, y)
  for (const line of [
    '1. Diamond grind, vacuum and repair cracks and joints with rigid epoxy.',
    '2. Moisture-tolerant penetrating primer.',
    `3. Base coat: metallic, flake broadcast or solid color, mixed ${specSheet.baseCoatMixRatio}.`,
    `4. UV-stable urethane topcoat with optional anti-slip grit, mixed ${specSheet.topcoatMixRatio}.`,
  ]) {
    page.drawText(line, { x: left, y, size: 11, font: regular, color: ink })
    y -= 18
  }

  y -= 16
  y = heading(page, bold, 'Warranty and care', left, y)
  for (const line of [
    `${warranty.standard.label}, transferable; crack repair and touch-up included in year one.`,
    `Floor Care Club members: warranty extended to ${floorCareClub.warrantyYearsWithMembership} years while the membership is active.`,
    'Clean with a soft mop and pH-neutral cleaner. Avoid leaving solvents standing.',
  ]) {
    page.drawText(line, { x: left, y, size: 11, font: regular, color: ink })
    y -= 18
  }

  page.drawLine({ start: { x: left, y: 92 }, end: { x: right, y: 92 }, thickness: 0.5, color: rule })
  page.drawText(`${company.legalName} · ${company.base.city}, ${company.base.state} · Licensed and insured`, {
    x: left,
    y: 74,
    size: 10,
    font: regular,
    color: muted,
  })
  page.drawText(`${company.phone} · ${company.email}`, {
    x: left,
    y: 60,
    size: 10,
    font: regular,
    color: muted,
  })
  page.drawText('Issued November 2026. Figures are typical values at 75°F and 50% relative humidity.', {
    x: left,
    y: 46,
    size: 8,
    font: regular,
    color: muted,
  })

  return doc.save()
}

function heading(page: PDFPage, font: PDFFont, text: string, x: number, y: number) {
  page.drawText(text, { x, y, size: 14, font, color: copper })
  return y - 24
}
