import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '~/db/client.server'
import { appTables, ident, migrationLevel, nonEmptyTables } from './catalog.server'
import { backupFormatVersion, backupTitle, endMarker } from './dump.server'
import { InsertStatementError, readInsertStatement } from './insert-statement'
import { type SplitStatement, SqlSplitError, SqlSplitter } from './sql-split'

/** A restore that cannot go ahead, with a message for the operator (nothing was changed). */
export class RestoreError extends Error {}

export type RestoreSummary = { tables: Record<string, number>; rows: number; replaced: string[] }

type Header = { format: number; latestMigration: number }

function readHeader(comments: readonly string[]): Header {
  if (comments[0] !== backupTitle)
    throw new RestoreError(
      `This is not a ${backupTitle} file (its first line should read "-- ${backupTitle}").`,
    )
  const format = Number(/^format: (\d+)$/.exec(comments.find((c) => c.startsWith('format:')) ?? '')?.[1])
  const latest = Number(
    /^migrations: \d+, latest (\d+)$/.exec(comments.find((c) => c.startsWith('migrations:')) ?? '')?.[1],
  )
  if (!Number.isInteger(format) || !Number.isInteger(latest))
    throw new RestoreError('The backup header is damaged: its format or migration level is missing.')
  return { format, latestMigration: latest }
}

/**
 * Restores a backup written by writeBackup into this (migrated) database, all in
 * one transaction: a file that is cut off, from a newer version of the software,
 * or refused by the database changes nothing. A database that holds any row is
 * refused unless `force`, which empties every application table first. Only
 * INSERT statements of literal values into the application's tables' own
 * columns are run, each read strictly first (./insert-statement): a backup file
 * holds data, never commands, and a tampered one is refused naming its line.
 */
export async function restoreBackup(
  db: Database,
  text: AsyncIterable<string>,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const iterator = text[Symbol.asyncIterator]()
  const splitter = new SqlSplitter()
  const pending: SplitStatement[] = []
  let finished = false

  // Read up to the first statement so the header is known before anything is touched.
  while (!pending.length && !finished) {
    const next = await iterator.next()
    if (next.done) finished = true
    else pending.push(...splitter.push(next.value))
  }
  const header = readHeader(splitter.comments)
  if (header.format > backupFormatVersion)
    throw new RestoreError(
      `This backup is in format ${header.format}; this version of the software reads format ${backupFormatVersion} at most. Update the software first.`,
    )

  return db.transaction(async (tx) => {
    const level = await migrationLevel(tx)
    if (header.latestMigration > level.latest)
      throw new RestoreError(
        'This backup was taken by a newer version of the software (its database has migrations this one lacks). Update the software, then restore.',
      )
    const tables = await appTables(tx)
    const known = new Map(tables.map((t) => [t.name, t]))
    const occupied = await nonEmptyTables(tx, tables)
    if (occupied.length && !force)
      throw new RestoreError(
        `The database is not empty (${occupied.join(', ')} hold rows). Restore into an empty database, or pass --force to replace everything in it.`,
      )
    if (occupied.length)
      await tx.execute(
        sql.raw(`truncate table ${tables.map((t) => ident(t.name)).join(', ')} restart identity cascade`),
      )

    const counts: Record<string, number> = {}
    let rows = 0
    const run = async ({ text: statement, line }: SplitStatement) => {
      if (statement === 'BEGIN' || statement === 'COMMIT') return
      let table: string
      try {
        ;({ table } = readInsertStatement(statement, known))
      } catch (e) {
        if (!(e instanceof InsertStatementError)) throw e
        throw new RestoreError(
          `The backup's statement at line ${line} is refused: ${e.message} ("${statement.slice(0, 60)}…"). A backup holds only the inserts this software writes; nothing was restored.`,
        )
      }
      const result = (await tx.execute(sql.raw(statement))) as unknown as {
        rowCount?: number
        affectedRows?: number
      }
      const n = Number(result.rowCount ?? result.affectedRows ?? 0)
      counts[table] = (counts[table] ?? 0) + n
      rows += n
    }
    try {
      for (const statement of pending.splice(0)) await run(statement)
      while (!finished) {
        const next = await iterator.next()
        if (next.done) break
        for (const statement of splitter.push(next.value)) await run(statement)
      }
      splitter.end()
    } catch (e) {
      if (e instanceof SqlSplitError) throw new RestoreError(e.message)
      throw e
    }
    if (!splitter.comments.some((c) => c.startsWith(endMarker)))
      throw new RestoreError(
        'The backup file is incomplete (its last line, the end marker, is missing). Nothing was restored.',
      )
    await resetSequences(tx as unknown as Database)
    return { tables: counts, rows, replaced: occupied }
  })
}

/** Serial columns continue after the highest restored value (no table has one today; later ones may). */
async function resetSequences(db: Database) {
  const serials = await queryRows<{ t: string; c: string; seq: string }>(
    db,
    sql.raw(`
      select quote_ident(cl.relname) as t, quote_ident(a.attname) as c,
        pg_get_serial_sequence(quote_ident(cl.relname), a.attname) as seq
      from pg_class cl join pg_namespace n on n.oid = cl.relnamespace
        join pg_attribute a on a.attrelid = cl.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and cl.relkind = 'r'
        and pg_get_serial_sequence(quote_ident(cl.relname), a.attname) is not null`),
  )
  for (const s of serials) {
    await db.execute(
      sql.raw(
        `select setval('${s.seq.replace(/'/g, "''")}', coalesce((select max(${s.c}) from ${s.t}), 1), (select max(${s.c}) from ${s.t}) is not null)`,
      ),
    )
  }
}
