import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { company, estimator, warranty } from '~/content/business'
import { estimatorCopy, finishOptions, optionLabel, spaceOptions, timelineOptions } from '~/content/estimator'
import { multiplier, sqft, usd, usdRange } from '~/content/format'
import type { PriceBook } from '~/content/published'
import type { ServiceArea } from '~/content/service-areas'
import type { Database } from '~/db/client.server'
import { priceBookVersion } from '~/features/content/store.server'
import { invalidInput } from '~/features/forms/outcome'
import { longDateLabel } from '~/features/schedule/calendar'
import { findByZip } from '~/features/service-area/lookup'
import { type EstimateRates, type EstimateResult, estimate } from './estimate'
import { estimateLinks, PRICE_BOOK_PARAM, paramNames } from './params'
import { quoteDates, quoteReference } from './quote'
import { type EstimateRequest, estimateRequestSchema } from './schema'

export type QuoteInput = {
  request: EstimateRequest
  result: EstimateResult
  area: ServiceArea | undefined
  reference: string
  issued: string
  validUntil: string
  siteUrl: string
}

const copper = rgb(0.66, 0.37, 0.18)
const ink = rgb(0.1, 0.1, 0.12)
const muted = rgb(0.38, 0.39, 0.42)
const rule = rgb(0.85, 0.85, 0.87)

/** The one-page quote a visitor downloads from the estimate (US Letter, standard fonts only). */
export async function buildQuotePdf(input: QuoteInput): Promise<Uint8Array> {
  const { request, result, area } = input
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${company.name} estimate ${input.reference}`)
  pdf.setAuthor(company.name)
  pdf.setSubject(`Estimate ${usdRange(result.minTotal, result.maxTotal)}`)
  pdf.setCreator(company.name)
  pdf.setCreationDate(new Date(`${input.issued}T12:00:00Z`))

  const page = pdf.addPage([612, 792])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const left = 56
  const right = 556
  let y = 736

  const text = (s: string, x: number, size: number, font: PDFFont = regular, color = ink) =>
    page.drawText(s, { x, y, size, font, color })
  const textRight = (s: string, size: number, font: PDFFont = regular, color = ink) =>
    page.drawText(s, { x: right - font.widthOfTextAtSize(s, size), y, size, font, color })
  const hr = () => {
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.75, color: rule })
  }

  text(company.name, left, 24, bold, copper)
  textRight('Project Estimate', 16, bold)
  y -= 18
  text(`${company.base.city}, ${company.base.state} · ${company.base.region}`, left, 10, regular, muted)
  y -= 14
  text(
    `${company.phone} · ${company.email} · ${input.siteUrl.replace(/^https?:\/\//, '')}`,
    left,
    10,
    regular,
    muted,
  )
  y -= 22
  hr()
  y -= 24

  const meta: [string, string][] = [
    ['Quote reference', input.reference],
    ['Date', longDateLabel(input.issued)],
    ['Valid until', `${longDateLabel(input.validUntil)} (${estimator.priceLockDays}-day price lock)`],
  ]
  for (const [label, value] of meta) {
    text(label, left, 11, regular, muted)
    text(value, left + 130, 11, bold)
    y -= 17
  }
  y -= 12

  section(page, 'Your project', left, y, bold)
  y -= 22
  const place = area
    ? `${request.zipcode} (${area.city}, ${area.county} County, ${area.state})`
    : request.zipcode
  const inputs: [string, string][] = [
    ['Space', optionLabel(spaceOptions, request.spaceType)],
    ['Square footage', sqft(request.squareFootage)],
    ['Finish', optionLabel(finishOptions, request.finishStyle)],
    ['Zipcode', place],
    ['Timeline', optionLabel(timelineOptions, request.timeline)],
  ]
  for (const [label, value] of inputs) {
    text(label, left, 11, regular, muted)
    text(value, left + 130, 11)
    y -= 17
  }
  y -= 16

  page.drawRectangle({ x: left, y: y - 44, width: right - left, height: 62, color: rgb(0.98, 0.95, 0.92) })
  y -= 2
  text(estimatorCopy.resultsTitle, left + 16, 11, regular, muted)
  y -= 28
  text(usdRange(result.minTotal, result.maxTotal), left + 16, 24, bold, copper)
  y -= 44

  section(page, 'Cost breakdown', left, y, bold)
  y -= 22
  const rows: [string, string][] = [
    ['Material & Prep', usd(result.materialAndPrep)],
    ['Labor', usd(result.labor)],
    ['Finish Type Multiplier', multiplier(result.finishMultiplier)],
    ['Estimated total (midpoint)', usd(result.total)],
    ['Estimated Timeline', `${result.estimatedDays} days`],
  ]
  for (const [label, value] of rows) {
    text(label, left, 11)
    textRight(value, 11, bold)
    y -= 8
    hr()
    y -= 14
  }
  y -= 8

  text(estimatorCopy.resultsNote, left, 10, regular, muted)
  y -= 15
  text(`${estimatorCopy.priceLockBanner}.`, left, 10, regular, muted)
  y -= 15
  text(`${warranty.standard.label} included, transferable.`, left, 10, regular, muted)
  y -= 28

  section(page, 'Next step', left, y, bold)
  y -= 20
  text(`Lock your install slot online (no card required to book a consult):`, left, 10)
  y -= 14
  const scheduleUrl = `${input.siteUrl.replace(/\/$/, '')}${estimateLinks(request).schedule}`
  text(scheduleUrl, left, 9, regular, copper)
  y -= 14
  text(`Or call ${company.phone}, ${company.hours}. Quote your reference ${input.reference}.`, left, 10)

  y = 40
  text(
    `${company.legalName} · This estimate is a range, not a contract; the final price follows an on-site assessment.`,
    left,
    8,
    regular,
    muted,
  )

  return pdf.save()
}

function section(page: PDFPage, title: string, x: number, y: number, font: PDFFont) {
  page.drawText(title.toUpperCase(), { x, y, size: 10, font, color: muted })
}

export type QuoteOutcome =
  | { ok: true; pdf: Uint8Array; filename: string }
  | { ok: false; error: string; fieldErrors: Record<string, string[]> }

/** The quote of an estimate's query string, or the reasons it cannot be made. */
export async function quoteFromSearch(
  search: URLSearchParams,
  { now, siteUrl, rates }: { now: Date; siteUrl: string; rates?: EstimateRates },
): Promise<QuoteOutcome> {
  const parsed = estimateRequestSchema.safeParse(
    Object.fromEntries(
      (Object.keys(paramNames) as (keyof typeof paramNames)[]).map((f) => [
        f,
        search.get(paramNames[f]) ?? undefined,
      ]),
    ),
  )
  if (!parsed.success) {
    const invalid = invalidInput(parsed.error, 'This quote link is missing or has invalid answers.')
    // Named as the link names them (`sqft`, `zip`), not as the schema does.
    const fieldErrors = Object.fromEntries(
      Object.entries(invalid.fieldErrors).map(([f, m]) => [paramNames[f as keyof typeof paramNames] ?? f, m]),
    )
    return { ok: false, error: invalid.error, fieldErrors }
  }
  const request = parsed.data
  const { issued, validUntil } = quoteDates(now)
  const reference = quoteReference(request, issued)
  const pdf = await buildQuotePdf({
    request,
    result: estimate(request, rates),
    area: findByZip(request.zipcode),
    reference,
    issued,
    validUntil,
    siteUrl,
  })
  return { ok: true, pdf, filename: `refined-resin-estimate-${reference}.pdf` }
}

/**
 * The price book a quote link names (`pb`, decision 033): an old link reproduces the figures it was
 * given with; without one, the published prices.
 */
export async function quotedPriceBook(
  db: Database,
  search: URLSearchParams,
): Promise<{ ok: true; book: PriceBook | undefined } | { ok: false; error: string }> {
  const named = search.get(PRICE_BOOK_PARAM)
  if (named === null) return { ok: true, book: undefined }
  const version = /^[1-9]\d{0,8}$/.test(named) ? Number(named) : null
  const book = version ? await priceBookVersion(db, version) : null
  return book
    ? { ok: true, book }
    : {
        ok: false,
        error: 'This quote link names a price list we do not have. Make a new estimate at /estimator.',
      }
}

/** Generous for a person, tight for a script hammering the PDF renderer. */
export const quotePdfPolicy = { name: 'quote-pdf-ip', points: 60, durationSeconds: 600 } as const
