import { readFileSync } from 'node:fs'
import path from 'node:path'
import fontverter from 'fontverter'
import { describe, expect, it } from 'vitest'
import { copyCharacters, fontMetrics, parseUnicodeRange, toUnicodeRange } from './fonts'

const root = path.resolve(import.meta.dirname, '..')
const css = readFileSync(path.join(root, 'app/fonts/fraunces.css'), 'utf8')
const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => parseUnicodeRange(m[1]))
const sfnt = (file: string) => fontverter.convert(readFileSync(file), 'truetype')

describe('the headline face (decision 032)', () => {
  it('has a glyph for every character of the copy that Fraunces draws: else run `npm run fonts:subset`', async () => {
    const latin = fontMetrics(
      await sfnt(path.join(root, 'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2')),
    )
    const subset = fontMetrics(await sfnt(path.join(root, 'app/fonts/fraunces-600-subset.woff2')))
    const wanted = copyCharacters(root).filter((c) => latin.has(c))
    const [subsetRange] = ranges
    expect(toUnicodeRange(subsetRange)).toBe(toUnicodeRange(wanted))
    for (const c of wanted) expect(subset.has(c), `U+${c.toString(16)}`).toBe(true)
  })

  it('fits, with its response headers, in the first window of a new connection (10 × 1460 bytes)', () => {
    expect(readFileSync(path.join(root, 'app/fonts/fraunces-600-subset.woff2')).length).toBeLessThan(14_000)
  })

  it('leaves every other Latin character to the whole file, so no character is fetched twice', () => {
    const [subsetRange, rest] = ranges
    expect(rest.filter((c) => subsetRange.includes(c))).toEqual([])
    expect(rest.length).toBeGreaterThan(100)
  })

  it('joins runs of code points into ranges and reads them back', () => {
    expect(toUnicodeRange([0x41, 0x20, 0x21, 0x22, 0xe9])).toBe('U+20-22, U+41, U+E9')
    expect(parseUnicodeRange('U+20-22, U+41')).toEqual([0x20, 0x21, 0x22, 0x41])
  })
})
