import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { company, estimator, warranty } from '~/content/business'
import { estimatorEs, quotePdfEs } from '~/content/es/estimator'
import { longDateEs, sqftEs, usdEs } from '~/content/es/format'
import { multiplier, sqft, usd, usdRange } from '~/content/format'
import type { PriceBook } from '~/content/published'
import type { ServiceArea } from '~/content/service-areas'
import type { Database } from '~/db/client.server'
import { priceBookVersion } from '~/features/content/store.server'
import { invalidInput } from '~/features/forms/outcome'
import { refusal } from '~/features/forms/refusal'
import { longDateLabel } from '~/features/schedule/calendar'
import { findByZip } from '~/features/service-area/lookup'
import { catalogs } from '~/i18n/catalogs.server'
import { formatCopy } from '~/i18n/format-copy.server'
import { defaultLang, type Lang, pathIn } from '~/i18n/lang'
import { wordRefusal } from '~/i18n/refusals.server'
import { type EstimateRates, type EstimateResult, estimate } from './estimate'
import { estimatorValues } from './page-words.server'
import { estimateLinks, PRICE_BOOK_PARAM, paramNames } from './params'
import { quoteDates, quoteReference } from './quote'
import { type EstimateRequest, estimateRequestSchema } from './schema'

type QuoteInput = {
  request: EstimateRequest
  result: EstimateResult
  area: ServiceArea | undefined
  reference: string
  issued: string
  validUntil: string
  siteUrl: string
  /** The language of the page the quote was asked from (decision 034); English by default. */
  lang?: Lang
}

/** Every word of the quote, with its figures written, in one language. */
type QuoteWords = ReturnType<typeof englishQuoteWords>

const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value

function englishQuoteWords(input: QuoteInput) {
  const { request, result, area } = input
  // The estimator's own words, from its English catalog (decision 039).
  const { page: _page, messages: _messages, pricingLink: _link, ...estimatorWords } = catalogs.en.estimator
  const text = formatCopy('en', estimatorWords, estimatorValues('en'))
  return {
    documentTitle: `${company.name} estimate ${input.reference}`,
    subject: `Estimate ${usdRange(result.minTotal, result.maxTotal)}`,
    title: 'Project Estimate',
    meta: [
      ['Quote reference', input.reference],
      ['Date', longDateLabel(input.issued)],
      ['Valid until', `${longDateLabel(input.validUntil)} (${estimator.priceLockDays}-day price lock)`],
    ] as [string, string][],
    project: 'Your project',
    inputs: [
      ['Space', optionLabel(text.spaceOptions, request.spaceType)],
      ['Square footage', sqft(request.squareFootage)],
      ['Finish', optionLabel(text.finishOptions, request.finishStyle)],
      [
        'Zipcode',
        area ? `${request.zipcode} (${area.city}, ${area.county} County, ${area.state})` : request.zipcode,
      ],
      ['Timeline', optionLabel(text.timelineOptions, request.timeline)],
    ] as [string, string][],
    resultsTitle: text.copy.resultsTitle,
    range: usdRange(result.minTotal, result.maxTotal),
    breakdownTitle: 'Cost breakdown',
    rows: [
      ['Material & Prep', usd(result.materialAndPrep)],
      ['Labor', usd(result.labor)],
      ['Finish Type Multiplier', multiplier(result.finishMultiplier)],
      ['Estimated total (midpoint)', usd(result.total)],
      ['Estimated Timeline', `${result.estimatedDays} days`],
    ] as [string, string][],
    notes: [
      text.copy.resultsNote,
      `${text.copy.priceLockBanner}.`,
      `${warranty.standard.label} included, transferable.`,
    ],
    nextStep: 'Next step',
    nextStepText: `Lock your install slot online (no card required to book a consult):`,
    nextStepUrl: `${input.siteUrl.replace(/\/$/, '')}${estimateLinks(request).schedule}`,
    call: [`Or call ${company.phone}, ${company.hours}. Quote your reference ${input.reference}.`],
    footer: `${company.legalName} · This estimate is a range, not a contract; the final price follows an on-site assessment.`,
  }
}

/**
 * The quote in Spanish (decision 034), the same figures written for es-US. Its next step is the
 * Spanish estimate page, whose booking asks through the Spanish contact form.
 */
function spanishQuoteWords(input: QuoteInput): QuoteWords {
  const { request, result, area } = input
  const values = estimatorValues('es')
  const { page: _page, messages: _messages, pricingLink: _link, ...words } = estimatorEs
  const text = formatCopy('es', words, values)
  const range = formatCopy('es', '{min} – {max}', {
    min: usdEs(result.minTotal),
    max: usdEs(result.maxTotal),
  })
  const pdf = formatCopy('es', quotePdfEs, {
    ...values,
    reference: input.reference,
    range,
    date: longDateEs(input.validUntil),
    days: estimator.priceLockDays,
    zip: request.zipcode,
    city: area?.city ?? '',
    county: area?.county ?? '',
    state: area?.state ?? '',
  })
  const label = optionLabel
  const days = formatCopy('es', '{days, plural, one {# día} other {# días}}', { days: result.estimatedDays })
  const { answers, breakdown } = text.labels
  return {
    documentTitle: pdf.documentTitle,
    subject: pdf.subject,
    title: pdf.title,
    meta: [
      [pdf.reference, input.reference],
      [pdf.date, longDateEs(input.issued)],
      [pdf.validUntil, pdf.validUntilValue],
    ],
    project: pdf.project,
    inputs: [
      [answers.space, label(text.spaceOptions, request.spaceType)],
      [pdf.squareFootage, sqftEs(request.squareFootage)],
      [answers.finish, label(text.finishOptions, request.finishStyle)],
      [answers.zipcode, area ? pdf.place : request.zipcode],
      [answers.timeline, label(text.timelineOptions, request.timeline)],
    ],
    resultsTitle: text.copy.resultsTitle,
    range,
    breakdownTitle: text.labels.breakdownTitle,
    rows: [
      [breakdown.materialAndPrep, usdEs(result.materialAndPrep)],
      [breakdown.labor, usdEs(result.labor)],
      [breakdown.finishMultiplier, multiplier(result.finishMultiplier)],
      [pdf.midpoint, usdEs(result.total)],
      [breakdown.estimatedTimeline, days],
    ],
    notes: [text.copy.resultsNote, `${text.copy.priceLockBanner}.`, pdf.warrantyLine],
    nextStep: pdf.nextStep,
    nextStepText: pdf.nextStepText,
    nextStepUrl: `${input.siteUrl.replace(/\/$/, '')}${estimateLinks(request, undefined, pathIn('es', '/estimator')).schedule}`,
    call: [pdf.call, pdf.quoteReference],
    footer: pdf.footer,
  }
}

const copper = rgb(0.66, 0.37, 0.18)
const ink = rgb(0.1, 0.1, 0.12)
const muted = rgb(0.38, 0.39, 0.42)
const rule = rgb(0.85, 0.85, 0.87)

/** The one-page quote a visitor downloads from the estimate (US Letter, standard fonts only). */
async function buildQuotePdf(input: QuoteInput): Promise<Uint8Array> {
  const w = input.lang === 'es' ? spanishQuoteWords(input) : englishQuoteWords(input)
  const pdf = await PDFDocument.create()
  pdf.setTitle(w.documentTitle)
  pdf.setAuthor(company.name)
  pdf.setSubject(w.subject)
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
  textRight(w.title, 16, bold)
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

  for (const [label, value] of w.meta) {
    text(label, left, 11, regular, muted)
    text(value, left + 130, 11, bold)
    y -= 17
  }
  y -= 12

  section(page, w.project, left, y, bold)
  y -= 22
  for (const [label, value] of w.inputs) {
    text(label, left, 11, regular, muted)
    text(value, left + 130, 11)
    y -= 17
  }
  y -= 16

  page.drawRectangle({ x: left, y: y - 44, width: right - left, height: 62, color: rgb(0.98, 0.95, 0.92) })
  y -= 2
  text(w.resultsTitle, left + 16, 11, regular, muted)
  y -= 28
  text(w.range, left + 16, 24, bold, copper)
  y -= 44

  section(page, w.breakdownTitle, left, y, bold)
  y -= 22
  for (const [label, value] of w.rows) {
    text(label, left, 11)
    textRight(value, 11, bold)
    y -= 8
    hr()
    y -= 14
  }
  y -= 8

  for (const note of w.notes) {
    text(note, left, 10, regular, muted)
    y -= 15
  }
  y -= 13

  section(page, w.nextStep, left, y, bold)
  y -= 20
  text(w.nextStepText, left, 10)
  y -= 14
  text(w.nextStepUrl, left, 9, regular, copper)
  y -= 14
  for (const [i, line] of w.call.entries()) {
    if (i > 0) y -= 14
    text(line, left, 10)
  }

  y = 40
  text(w.footer, left, 8, regular, muted)

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
  {
    now,
    siteUrl,
    rates,
    lang = defaultLang,
  }: { now: Date; siteUrl: string; rates?: EstimateRates; lang?: Lang },
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
    const invalid = invalidInput(parsed.error, refusal('quote.invalidLink'))
    // The schema refuses with codes; the link's language words them (decision 039).
    const say = (message: string) => wordRefusal(lang, message)
    // Named as the link names them (`sqft`, `zip`), not as the schema does.
    const fieldErrors = Object.fromEntries(
      Object.entries(invalid.fieldErrors).map(([f, m]) => [
        paramNames[f as keyof typeof paramNames] ?? f,
        m.map(say),
      ]),
    )
    return { ok: false, error: say(invalid.error), fieldErrors }
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
    lang,
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
        error: refusal('quote.unknownPriceBook', { estimator: '/estimator' }),
      }
}

/** Generous for a person, tight for a script hammering the PDF renderer. */
export const quotePdfPolicy = { name: 'quote-pdf-ip', points: 60, durationSeconds: 600 } as const
