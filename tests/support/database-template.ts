import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase } from '../../app/db/client.server'

/**
 * Vitest's global setup: one migrated database for the whole run, which each test file's fresh
 * database is copied from (tests/support/test-database.ts). A copy costs about a tenth of initdb
 * plus every migration, which each of the suite's hundreds of databases used to pay. On PGlite it
 * is a dumped cluster in a file; on PostgreSQL a template database. The variables reach the test
 * workers, which start after this.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const handle = await openDatabase({ kind: 'memory' })
    const client = (handle.db as unknown as { $client: PGlite }).$client
    const dump = await client.dumpDataDir('none')
    await handle.close()
    const dir = mkdtempSync(path.join(tmpdir(), 'refined-resin-template-'))
    const file = path.join(dir, 'pglite.tar')
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()))
    process.env.PGLITE_TEMPLATE_FILE = file
    return async () => rmSync(dir, { recursive: true, force: true })
  }

  const name = `test_template_${randomUUID().replace(/-/g, '')}`
  await adminQuery(url, `create database ${name}`)
  const dbUrl = new URL(url)
  dbUrl.pathname = `/${name}`
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), log: console })
  await handle.close()
  process.env.TEST_DATABASE_TEMPLATE = name
  return async () => adminQuery(url, `drop database if exists ${name} with (force)`)
}

async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}
