import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '~/db/client.server'
import { appTables, ident, migrationLevel, type TableInfo } from './catalog.server'

/** Raised when the format changes in a way an older restore cannot read. */
export const backupFormatVersion = 1
export const backupTitle = 'Refined Resin backup'
export const endMarker = 'end of backup'

/** Writes text to wherever the backup goes, waiting while that destination is busy. */
export type Sink = (text: string) => Promise<void>

export type BackupSummary = {
  takenAt: string
  tables: Record<string, number>
  rows: number
  migrations: number
}

/** A new INSERT statement after this many bytes or rows, so no statement grows without bound. */
const statementBytes = 1 << 20
const statementRows = 500
/** Rows fetched per round trip aim at this many bytes (a resume is up to 5 MB, twice that as hex). */
const fetchBytes = 4 << 20

/**
 * Writes a logical backup of every application table as plain SQL (decision 018):
 * a header (format, migration level), then INSERT statements, parents first, in
 * one transaction. Values are quoted by the database itself (`quote_nullable`,
 * with ISO dates in UTC and bytea as hex), so whatever it stores reads back the
 * same on PGlite and PostgreSQL. Rows are read through a cursor a few at a time,
 * so a table of resumes never sits in memory whole.
 *
 * The read is one repeatable-read transaction: a consistent picture while the site
 * keeps taking requests. On PGlite (one connection) other queries wait for it.
 */
export async function writeBackup(
  db: Database,
  sink: Sink,
  { now = new Date() }: { now?: Date } = {},
): Promise<BackupSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw('set transaction isolation level repeatable read, read only'))
    for (const setting of [
      "set local timezone = 'UTC'",
      "set local datestyle = 'ISO, YMD'",
      "set local intervalstyle = 'postgres'",
      "set local bytea_output = 'hex'",
      'set local extra_float_digits = 3',
    ])
      await tx.execute(sql.raw(setting))
    const level = await migrationLevel(tx)
    const [server] = await queryRows<{ version: string }>(
      tx as unknown as Database,
      sql.raw("select current_setting('server_version') as version"),
    )
    const tables = await appTables(tx)
    const takenAt = now.toISOString()
    await sink(
      [
        `-- ${backupTitle}`,
        `-- format: ${backupFormatVersion}`,
        `-- migrations: ${level.count}, latest ${level.latest}`,
        `-- taken: ${takenAt} from PostgreSQL ${server?.version ?? '?'}`,
        '-- Restore with `npm run db:restore -- FILE`: it migrates an empty database, then runs these',
        '-- inserts in one transaction. With psql, into a database the app has migrated and nothing',
        '-- else: psql -v ON_ERROR_STOP=1 -f FILE',
        'BEGIN;',
        '',
      ].join('\n'),
    )
    const counts: Record<string, number> = {}
    let rows = 0
    for (const table of tables) {
      counts[table.name] = await dumpTable(tx as unknown as Database, table, sink)
      rows += counts[table.name]
    }
    await sink(`COMMIT;\n-- ${endMarker}: ${rows} rows in ${tables.length} tables\n`)
    return { takenAt, tables: counts, rows, migrations: level.count }
  })
}

async function dumpTable(tx: Database, table: TableInfo, sink: Sink): Promise<number> {
  if (!table.columns.length) return 0
  const tuple = table.columns.map((c) => `quote_nullable(${ident(c)})`).join(` || ', ' || `)
  const order = table.key.length ? ` order by ${table.key.map(ident).join(', ')}` : ''
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for select '(' || ${tuple} || ')' as t from ${ident(table.name)}${order}`,
    ),
  )
  const head = `INSERT INTO ${ident(table.name)} (${table.columns.map(ident).join(', ')})${
    table.identityAlways ? ' OVERRIDING SYSTEM VALUE' : ''
  } VALUES\n`
  let total = 0
  let inStatement = 0
  let statementSize = 0
  let batch = 4
  for (;;) {
    const result = (await tx.execute(sql.raw(`fetch forward ${batch} from backup_rows`))) as unknown as {
      rows: { t: string }[]
    }
    if (!result.rows.length) break
    let fetched = 0
    for (const { t } of result.rows) {
      if (inStatement && (statementSize + t.length > statementBytes || inStatement >= statementRows)) {
        await sink(';\n')
        inStatement = 0
        statementSize = 0
      }
      await sink(inStatement ? `,\n${t}` : `${head}${t}`)
      inStatement++
      statementSize += t.length
      fetched += t.length
      total++
    }
    // Fetch about fetchBytes next time, growing at most fourfold a round.
    const perRow = Math.max(1, fetched / result.rows.length)
    batch = Math.max(1, Math.min(1000, batch * 4, Math.floor(fetchBytes / perRow)))
  }
  if (inStatement) await sink(';\n')
  await tx.execute(sql.raw('close backup_rows'))
  return total
}
