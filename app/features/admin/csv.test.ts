import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csv', () => {
  it('defuses formulas a spreadsheet would run', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvCell('+1')).toBe(`"'+1"`)
    expect(csvCell('-2+3')).toBe(`"'-2+3"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('\t=1')).toBe(`"'\t=1"`)
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell(null)).toBe('""')
  })

  it('keeps commas, quotes and line breaks inside one cell', () => {
    expect(toCsv(['a', 'b'], [['x, "y"', 'line1\nline2']])).toBe('"a","b"\r\n"x, ""y""","line1\nline2"\r\n')
  })

  it('never lets a cell start a formula, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const cell = csvCell(s)
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true)
        expect(/^"[=+\-@\t\r]/.test(cell)).toBe(false)
      }),
    )
  })
})
