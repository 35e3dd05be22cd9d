import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib'
import { company, estimator } from '~/content/business'
import { multiplier, usdIn } from '~/content/format'
import type { PriceBook } from '~/content/published'
import type { ServiceArea } from '~/content/service-areas'
import type { Database } from '~/db/client.server'
import { priceBookVersion } from '~/features/content/store.server'
import { invalidInput } from '~/features/forms/outcome'
import { refusal } from '~/features/forms/refusal'
import { fontkit, pdfLib, rgb } from '~/features/pdf/pdf-lib.server'
import { findByZip } from '~/features/service-area/lookup'
import { catalogs } from '~/i18n/catalogs.server'
import { daysIn } from '~/i18n/dates'
import { fill } from '~/i18n/fill'
import { formatCopy } from '~/i18n/format-copy.server'
import { numberFormat, pluralRules } from '~/i18n/intl-formats'
import { defaultLang, intlOf, type Lang, pathIn } from '~/i18n/lang'
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
  /** The language of the page the quote was asked from (decision 039); the default language otherwise. */
  lang?: Lang
}

const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value

/**
 * Every word of the quote, with its figures written, in one language (decision 039): the estimator's
 * own words (its answers, results and breakdown) and the quote's (`quote` in the catalog), formatted
 * with the figures `Intl` writes in the language's locale. Its next step is the schedule page of the
 * same language.
 */
function quoteWords(input: QuoteInput) {
  const { request, result, area } = input
  const lang = input.lang ?? defaultLang
  const intl = intlOf(lang)
  const number = numberFormat(intl)
  const days = daysIn(lang)
  const values = estimatorValues(lang)
  const { page: _page, messages, pricingLink: _link, ...words } = catalogs[lang].estimator
  const text = formatCopy(lang, words, values)
  const usd = (amount: number) => usdIn(intl, amount)
  const range = fill(messages.range, { min: usd(result.minTotal), max: usd(result.maxTotal) })
  const quote = formatCopy(lang, catalogs[lang].quote, {
    ...values,
    reference: input.reference,
    range,
    date: days.long(input.validUntil),
    days: estimator.priceLockDays,
    zip: request.zipcode,
    city: area?.city ?? '',
    county: area?.county ?? '',
    state: area?.state ?? '',
  })
  const { answers, breakdown } = text.labels
  const timeline = pluralRules(intl).select(result.estimatedDays) === 'one' ? 'one' : 'other'
  return {
    documentTitle: quote.documentTitle,
    subject: quote.subject,
    title: quote.title,
    meta: [
      [quote.reference, input.reference],
      [quote.date, days.long(input.issued)],
      [quote.validUntil, quote.validUntilValue],
    ] as [string, string][],
    project: quote.project,
    inputs: [
      [answers.space, optionLabel(text.spaceOptions, request.spaceType)],
      [quote.squareFootage, fill(messages.sqft, { area: number.format(request.squareFootage) })],
      [answers.finish, optionLabel(text.finishOptions, request.finishStyle)],
      [answers.zipcode, area ? quote.place : request.zipcode],
      [answers.timeline, optionLabel(text.timelineOptions, request.timeline)],
    ] as [string, string][],
    resultsTitle: text.copy.resultsTitle,
    range,
    breakdownTitle: text.labels.breakdownTitle,
    rows: [
      [breakdown.materialAndPrep, usd(result.materialAndPrep)],
      [breakdown.labor, usd(result.labor)],
      [breakdown.finishMultiplier, multiplier(result.finishMultiplier)],
      [quote.midpoint, usd(result.total)],
      [
        breakdown.estimatedTimeline,
        fill(messages.days[timeline], { days: number.format(result.estimatedDays) }),
      ],
    ] as [string, string][],
    notes: [text.copy.resultsNote, `${text.copy.priceLockBanner}.`, quote.warrantyLine],
    nextStep: quote.nextStep,
    nextStepText: quote.nextStepText,
    nextStepUrl: `${input.siteUrl.replace(/\/$/, '')}${estimateLinks(request, undefined, pathIn(lang, '/estimator')).schedule}`,
    call: [quote.call, quote.quoteReference],
    footer: quote.footer,
  }
}

type QuoteWords = ReturnType<typeof quoteWords>

const require = createRequire(import.meta.url)

/**
 * The quote's two faces. Helvetica, one of PDF's standard fonts, writes what Windows' Latin alphabet
 * holds (English, Spanish) with nothing embedded; a language with letters beyond it (the
 * pseudo-locale's ⟦ŕ ɱ ţ⟧) is written in DejaVu Sans, embedded as the subset the quote uses.
 */
async function fontsFor(pdf: PDFDocument, w: QuoteWords): Promise<{ regular: PDFFont; bold: PDFFont }> {
  const everything = [
    company.name,
    w.documentTitle,
    w.subject,
    w.title,
    ...w.meta.flat(),
    w.project,
    ...w.inputs.flat(),
    w.resultsTitle,
    w.range,
    w.breakdownTitle,
    ...w.rows.flat(),
    ...w.notes,
    w.nextStep,
    w.nextStepText,
    ...w.call,
    w.footer,
  ].join(' ')
  const { StandardFonts } = await pdfLib()
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  try {
    regular.encodeText(everything)
    regular.encodeText(everything.toUpperCase())
    return { regular, bold: await pdf.embedFont(StandardFonts.HelveticaBold) }
  } catch {
    pdf.registerFontkit(await fontkit())
    const [plain, heavy] = await Promise.all([
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    ])
    return {
      regular: await pdf.embedFont(plain, { subset: true }),
      bold: await pdf.embedFont(heavy, { subset: true }),
    }
  }
}

/** A line of words cut where it would pass `width`, at spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  return line ? [...lines, line] : lines
}

const copper = rgb(0.66, 0.37, 0.18)
const ink = rgb(0.1, 0.1, 0.12)
const muted = rgb(0.38, 0.39, 0.42)
const rule = rgb(0.85, 0.85, 0.87)

/** The one-page quote a visitor downloads from the estimate (US Letter, standard fonts only). */
async function buildQuotePdf(input: QuoteInput): Promise<Uint8Array> {
  const w = quoteWords(input)
  const { PDFDocument } = await pdfLib()
  const pdf = await PDFDocument.create()
  pdf.setTitle(w.documentTitle)
  pdf.setAuthor(company.name)
  pdf.setSubject(w.subject)
  pdf.setCreator(company.name)
  pdf.setCreationDate(new Date(`${input.issued}T12:00:00Z`))

  const page = pdf.addPage([612, 792])
  const { regular, bold } = await fontsFor(pdf, w)
  const left = 56
  const right = 556
  let y = 736
  // A language's labels may be longer than English's: the values start after the longest.
  const labelWidth = Math.max(
    130,
    ...[...w.meta, ...w.inputs].map(([label]) => regular.widthOfTextAtSize(label, 11) + 12),
  )
  /** Lines wider than the page wrap, one under the other. */
  const paragraph = (s: string, size: number, font: PDFFont, color = ink, step = size + 4) => {
    for (const [i, line] of wrap(s, font, size, right - left).entries()) {
      if (i > 0) y -= step
      text(line, left, size, font, color)
    }
  }

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
    text(value, left + labelWidth, 11, bold)
    y -= 17
  }
  y -= 12

  section(page, w.project, left, y, bold)
  y -= 22
  for (const [label, value] of w.inputs) {
    text(label, left, 11, regular, muted)
    text(value, left + labelWidth, 11)
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
    paragraph(note, 10, regular, muted, 13)
    y -= 15
  }
  y -= 13

  section(page, w.nextStep, left, y, bold)
  y -= 20
  paragraph(w.nextStepText, 10, regular)
  y -= 14
  // An address cannot wrap: a long one is written smaller to fit the page.
  const urlWidth = regular.widthOfTextAtSize(w.nextStepUrl, 9)
  text(w.nextStepUrl, left, Math.min(9, (9 * (right - left)) / urlWidth), regular, copper)
  y -= 14
  for (const [i, line] of w.call.entries()) {
    if (i > 0) y -= 14
    paragraph(line, 10, regular, ink, 14)
  }

  // The footer's lines end 40 points above the page's edge.
  const footer = wrap(w.footer, regular, 8, right - left)
  y = 40 + (footer.length - 1) * 10
  paragraph(w.footer, 8, regular, muted, 10)

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
