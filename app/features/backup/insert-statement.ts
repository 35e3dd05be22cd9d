/**
 * The one statement a backup holds, read strictly (decision 018): an INSERT of
 * literal values into a known table's known columns, exactly as `writeBackup`
 * writes it. Anything else (a SELECT in place of VALUES, RETURNING, ON
 * CONFLICT, a function call, a cast, a second statement, an unknown column) is
 * refused before it reaches the database, so a tampered file cannot run code.
 */

export type KnownTable = { columns: readonly string[]; identityAlways: boolean }

export type InsertStatement = { table: string; columns: string[]; rows: number }

export class InsertStatementError extends Error {}

const head =
  /^INSERT INTO "((?:[^"]|"")+)" \(((?:"(?:[^"]|"")+")(?:, "(?:[^"]|"")+")*)\)( OVERRIDING SYSTEM VALUE)? VALUES\n/

const unquote = (quoted: string) => quoted.slice(1, -1).replace(/""/g, '"')

/** Checks a statement against the database's own tables; returns what it inserts, or throws saying why not. */
export function readInsertStatement(
  statement: string,
  tables: ReadonlyMap<string, KnownTable>,
): InsertStatement {
  const m = head.exec(statement)
  if (!m)
    throw new InsertStatementError(
      'it is not an INSERT INTO "table" ("column", …) VALUES of the backup’s form',
    )
  const table = m[1].replace(/""/g, '"')
  const known = tables.get(table)
  if (!known) throw new InsertStatementError(`it inserts into a table this database does not have: ${table}`)
  const columns = (m[2].match(/"(?:[^"]|"")+"/g) ?? []).map(unquote)
  const allowed = new Set(known.columns)
  const unknown = columns.find((c) => !allowed.has(c))
  if (unknown !== undefined)
    throw new InsertStatementError(`it names a column ${table} does not have: ${unknown}`)
  if (new Set(columns).size !== columns.length)
    throw new InsertStatementError(`it names a column of ${table} twice`)
  if (m[3] && !known.identityAlways)
    throw new InsertStatementError(`it overrides a system value ${table} does not generate`)
  const rows = readTuples(statement, m[0].length, columns.length)
  return { table, columns, rows }
}

/** `(v, v, …)` tuples separated by `,\n` to the very end, each value NULL, '…' or E'…'. */
function readTuples(s: string, from: number, width: number): number {
  let i = from
  let rows = 0
  for (;;) {
    if (s[i] !== '(') throw new InsertStatementError(`a row should start with "(" at character ${i + 1}`)
    i++
    for (let col = 0; col < width; col++) {
      if (col > 0) {
        if (s.slice(i, i + 2) !== ', ')
          throw new InsertStatementError(`values should be separated by ", " at character ${i + 1}`)
        i += 2
      }
      i = readLiteral(s, i)
    }
    if (s[i] !== ')')
      throw new InsertStatementError(
        `a row should hold ${width} values and end with ")" at character ${i + 1}`,
      )
    i++
    rows++
    if (i === s.length) return rows
    if (s.slice(i, i + 2) !== ',\n')
      throw new InsertStatementError(`only further rows may follow a row, at character ${i + 1}`)
    i += 2
  }
}

/** One literal: NULL, a '…' string ('' inside), or an E'…' string (backslash escapes, '' inside). */
function readLiteral(s: string, i: number): number {
  if (s.startsWith('NULL', i)) return i + 4
  const escaped = s[i] === 'E'
  if (escaped) i++
  if (s[i] !== "'")
    throw new InsertStatementError(`a value should be NULL or a quoted literal at character ${i + 1}`)
  i++
  for (;;) {
    const c = s[i]
    if (c === undefined) throw new InsertStatementError('a quoted value is not closed')
    if (escaped && c === '\\') {
      i += 2
      continue
    }
    if (c === "'") {
      if (s[i + 1] === "'") {
        i += 2
        continue
      }
      return i + 1
    }
    i++
  }
}
