import { inflateSync } from 'node:zlib'

/**
 * The text drawn on a PDF's pages, line by line, read from its content
 * streams (pdf-lib writes standard-font text as hex strings shown with Tj).
 * Enough to assert what a visitor reads in a generated quote.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1')
  const lines: string[] = []
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let body: string
    try {
      body = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1')
    } catch {
      body = m[1]
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(t[1], 'hex').toString('latin1').replace(/\x96/g, '–'))
    }
    for (const t of body.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) lines.push(t[1])
  }
  return lines
}
