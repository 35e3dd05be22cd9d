import { Marked, type Token, type Tokens } from 'marked'
import type { PDFFont, PDFPage } from 'pdf-lib'
import { pdfLib, rgb } from '~/features/pdf/pdf-lib.server'

export type ArticlePdfInput = {
  title: string
  byline: string
  url: string
  hook: string
  science: readonly string[]
  bodyMarkdown: string
  proTips: readonly string[]
  fieldExperience: string
  faqs: readonly { question: string; answer: string }[]
  citation: string
  siteName: string
  /** The PDF's own words, in the article's language (decision 034). */
  words: {
    science: string
    proTips: string
    fieldExperience: string
    faqs: string
    cite: string
    /** `{page}` of `{pages}`. */
    pdfPage: string
  }
}

// The standard fonts speak WinAnsi only: map what we can, drop what we cannot.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
function printable(text: string): string {
  return text
    .replace(/[\u2010\u2011\u2212]/g, '-')
    .replace(/\u2248/g, '~')
    .replace(/[\u2264]/g, '<=')
    .replace(/[\u2265]/g, '>=')
    .replace(/\s+/g, ' ')
    .split('')
    .filter((ch) => {
      const c = ch.charCodeAt(0)
      return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || winAnsiExtras.has(ch)
    })
    .join('')
}

/** Inline Markdown to plain text: links keep their words, emphasis marks go. */
function inlineText(md: string): string {
  return md
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/&amp;/g, '&')
}

const page = { width: 612, height: 792, margin: 56 }
const ink = rgb(0.1, 0.1, 0.12)
const accent = rgb(0.66, 0.37, 0.18)
const muted = rgb(0.38, 0.38, 0.42)

/** A printable PDF of one article (Letter size, standard fonts, page numbers). */
export async function articlePdf(input: ArticlePdfInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await pdfLib()
  const doc = await PDFDocument.create()
  doc.setTitle(input.title)
  doc.setAuthor(input.byline)
  doc.setSubject(input.url)
  doc.setCreator(input.siteName)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique)
  const width = page.width - page.margin * 2

  let current: PDFPage = doc.addPage([page.width, page.height])
  let y = page.height - page.margin

  function ensure(height: number) {
    if (y - height < page.margin) {
      current = doc.addPage([page.width, page.height])
      y = page.height - page.margin
    }
  }

  function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of printable(text).split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) <= maxWidth || !line) line = next
      else {
        lines.push(line)
        line = word
      }
    }
    if (line) lines.push(line)
    return lines
  }

  function write(
    text: string,
    opts: { font?: PDFFont; size?: number; color?: typeof ink; indent?: number; gap?: number } = {},
  ) {
    const { font = regular, size = 10.5, color = ink, indent = 0, gap = 6 } = opts
    const leading = size * 1.4
    for (const line of wrap(text, font, size, width - indent)) {
      ensure(leading)
      y -= leading
      current.drawText(line, { x: page.margin + indent, y, size, font, color })
    }
    y -= gap
  }

  function heading(text: string, size = 14) {
    ensure(size * 3)
    y -= size * 0.6
    write(text, { font: bold, size, color: accent, gap: 4 })
  }

  function bullets(items: readonly string[]) {
    for (const item of items) {
      const lines = wrap(inlineText(item), regular, 10.5, width - 14)
      lines.forEach((line, i) => {
        ensure(14.7)
        y -= 14.7
        if (i === 0)
          current.drawText('•', { x: page.margin + 2, y, size: 10.5, font: regular, color: accent })
        current.drawText(line, { x: page.margin + 14, y, size: 10.5, font: regular, color: ink })
      })
      y -= 3
    }
    y -= 4
  }

  function block(token: Token) {
    switch (token.type) {
      case 'heading':
        heading(inlineText((token as Tokens.Heading).text), token.depth <= 2 ? 14 : 12)
        break
      case 'paragraph':
        write(inlineText((token as Tokens.Paragraph).text))
        break
      case 'list':
        bullets((token as Tokens.List).items.map((i) => i.text))
        break
      case 'blockquote':
        write(inlineText((token as Tokens.Blockquote).text), { font: italic, indent: 14 })
        break
      case 'table': {
        const t = token as Tokens.Table
        write(t.header.map((c) => inlineText(c.text)).join(' | '), { font: bold, size: 9.5, gap: 2 })
        for (const row of t.rows) write(row.map((c) => inlineText(c.text)).join(' | '), { size: 9.5, gap: 2 })
        y -= 6
        break
      }
      default:
        break
    }
  }

  write(input.siteName.toUpperCase(), { font: bold, size: 9, color: accent, gap: 8 })
  write(input.title, { font: bold, size: 20, gap: 6 })
  write(input.byline, { size: 10, color: muted, gap: 2 })
  write(input.url, { size: 9, color: muted, gap: 14 })
  // A section with nothing in it is left out, as on the page (decision 033: console articles may skip them).
  if (input.hook) write(input.hook, { font: italic, size: 11.5, gap: 10 })
  if (input.science.length) {
    heading(input.words.science)
    bullets(input.science)
  }
  for (const token of new Marked().lexer(input.bodyMarkdown)) block(token)
  if (input.proTips.length) {
    heading(input.words.proTips)
    bullets(input.proTips)
  }
  if (input.fieldExperience) {
    heading(input.words.fieldExperience)
    write(input.fieldExperience)
  }
  if (input.faqs.length) heading(input.words.faqs)
  for (const faq of input.faqs) {
    write(faq.question, { font: bold, gap: 2 })
    write(faq.answer)
  }
  heading(input.words.cite, 11)
  write(input.citation, { size: 9.5, color: muted })

  const pages = doc.getPages()
  pages.forEach((p, i) => {
    const label = printable(
      `${input.siteName} · ${input.words.pdfPage.replace('{page}', String(i + 1)).replace('{pages}', String(pages.length))}`,
    )
    p.drawText(label, {
      x: page.width - page.margin - regular.widthOfTextAtSize(label, 8),
      y: page.margin / 2,
      size: 8,
      font: regular,
      color: muted,
    })
  })
  return doc.save()
}
