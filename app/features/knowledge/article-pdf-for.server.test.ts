import { describe, expect, it } from 'vitest'
import { pdfLines } from '../../../tests/support/pdftotext'
import { articlePdfFor } from './article-pdf-for.server'

const site = 'https://refinedresin.example'

/** A PDF's text as pdftotext reads it, its lines joined by single spaces. */
async function pdfText(slug: string, lang: 'en' | 'es' | 'en-XA'): Promise<string> {
  const pdf = await articlePdfFor(slug, site, lang)
  if (!pdf) throw new Error(`no ${lang} PDF of ${slug}`)
  return pdfLines(pdf.bytes).join(' ').replace(/\s+/g, ' ')
}

/** The words the PDF writes around an article, in English (decision 039: the English catalog's). */
const englishFrame = [
  'The Science',
  'Pro Tips',
  'Frequently Asked Questions',
  'Cite this article',
  'Page 1 of',
  'min read',
]

describe('the article PDF’s words', () => {
  it('are the English catalog’s around the English article', async () => {
    const text = await pdfText('garage-floor-prep-guide', 'en')
    for (const words of englishFrame) expect(text, words).toContain(words)
    expect(text).toMatch(/By Caleb Ashford · July 8, 2025 · \d+ min read/)
    expect(text).toContain('Garage Floor Prep')
  })

  it('are the Spanish catalog’s around the Spanish article, with no English word of the frame', async () => {
    const text = await pdfText('garage-floor-prep-guide', 'es')
    for (const words of [
      'La ciencia',
      'Preguntas frecuentes',
      'Cite este artículo',
      'Página 1 de',
      'min de lectura',
    ])
      expect(text, words).toContain(words)
    expect(text).toMatch(/Por Caleb Ashford · 8 de julio de 2025/)
    for (const words of englishFrame) expect(text, words).not.toContain(words)
  })

  it('come from the catalog in any language: the pseudo-locale’s PDF has none of the English frame', async () => {
    // The pseudo-locale has no articles of its own and shows the English one (the owner's prose).
    const text = await pdfText('garage-floor-prep-guide', 'en-XA')
    expect(text).toContain('Garage Floor Prep')
    for (const words of englishFrame) expect(text, words).not.toContain(words)
  })
})
