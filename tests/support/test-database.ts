import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '~/db/client.server'
import { logger } from '~/features/logging/logger.server'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL
 * (dropped again on close). Under Vitest it is a copy of the run's migrated
 * template (tests/support/database-template.ts); elsewhere (the benchmarks)
 * it is made and migrated here.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const template = process.env.PGLITE_TEMPLATE_FILE
    return openDatabase({ kind: 'memory', from: template ? new Blob([readFileSync(template)]) : undefined })
  }

  const name = `test_${randomUUID().replace(/-/g, '')}`
  const template = process.env.TEST_DATABASE_TEMPLATE
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  await admin.end()

  const dbUrl = new URL(url)
  dbUrl.pathname = `/${name}`
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 20, log: logger })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      const drop = new pg.Client({ connectionString: url })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`)
      await drop.end()
    },
  }
}
