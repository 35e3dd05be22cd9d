import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SqlSplitError, SqlSplitter } from './sql-split'

/** What PostgreSQL's quote_literal writes: E'' with doubled backslashes when the text holds one. */
function quoteLiteral(s: string) {
  const body = s.replace(/'/g, "''")
  return s.includes('\\') ? `E'${body.replace(/\\/g, '\\\\')}'` : `'${body}'`
}

function splitAll(text: string, cuts: number[] = []) {
  const splitter = new SqlSplitter()
  const statements: string[] = []
  let at = 0
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    statements.push(...splitter.push(text.slice(at, cut)).map((s) => s.text))
    at = cut
  }
  statements.push(...splitter.push(text.slice(at)).map((s) => s.text))
  splitter.end()
  return { statements, comments: splitter.comments }
}

describe('SqlSplitter', () => {
  it('splits statements and hands comments back apart', () => {
    const text = [
      '-- Refined Resin backup',
      '-- format: 1',
      'BEGIN;',
      `INSERT INTO "leads" ("name", "notes") VALUES`,
      `('O''Brien; Ann', E'C:\\\\path -- not a comment'),`,
      `('x', NULL);`,
      'COMMIT;',
      '-- end of backup',
    ].join('\n')
    const { statements, comments } = splitAll(text)
    expect(statements).toEqual([
      'BEGIN',
      `INSERT INTO "leads" ("name", "notes") VALUES\n('O''Brien; Ann', E'C:\\\\path -- not a comment'),\n('x', NULL)`,
      'COMMIT',
    ])
    expect(comments).toEqual(['Refined Resin backup', 'format: 1', 'end of backup'])
  })

  it('gives each statement the line it starts on, across chunks and comments', () => {
    const text = [
      '-- head',
      '-- more',
      'BEGIN;',
      '',
      'INSERT INTO "a" ("x") VALUES',
      "('1\n2'),",
      "('3');",
      'COMMIT;',
    ].join('\n')
    for (const cuts of [[], [5, 30, 61], [...Array(text.length).keys()]]) {
      const splitter = new SqlSplitter()
      const lines: number[] = []
      let at = 0
      for (const cut of cuts) {
        lines.push(...splitter.push(text.slice(at, cut)).map((s) => s.line))
        at = cut
      }
      lines.push(...splitter.push(text.slice(at)).map((s) => s.line))
      expect(lines, String(cuts.length)).toEqual([3, 5, 9])
    }
  })

  it('reads E-strings with escaped quotes and backslashes before a quote', () => {
    const { statements } = splitAll(`SELECT E'a\\'; b', E'c\\\\'; SELECT 'd';`)
    expect(statements).toEqual([`SELECT E'a\\'; b', E'c\\\\'`, `SELECT 'd'`])
  })

  it('refuses a file cut off inside a value or a statement', () => {
    expect(() => splitAll(`INSERT INTO t VALUES ('half`)).toThrow(SqlSplitError)
    expect(() => splitAll(`INSERT INTO t VALUES ('whole')`)).toThrow(/middle of a statement/)
  })

  it('gives the same statements however the text is cut into chunks', () => {
    const value = fc.oneof(
      fc.string({ unit: fc.constantFrom("'", '\\', ';', '-', '"', '\n', 'E', 'a', ' ', 'é', '😀') }),
      fc.string(),
    )
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.option(value), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (rows, comments, rawCuts) => {
          const cleanComments = comments.map((c) => c.replace(/[\r\n]/g, ' ').trim())
          const statements = rows.map(
            (row) =>
              `INSERT INTO "t" VALUES (${row.map((v) => (v === null ? 'NULL' : quoteLiteral(v))).join(', ')})`,
          )
          const text = `${cleanComments.map((c) => `-- ${c}\n`).join('')}${statements.map((s) => `${s};\n`).join('')}`
          const cuts = rawCuts.map((c) => c % (text.length + 1))
          const result = splitAll(text, cuts)
          expect(result.statements).toEqual(statements)
          expect(result.comments).toEqual(cleanComments)
        },
      ),
      { numRuns: 500 },
    )
  })
})
