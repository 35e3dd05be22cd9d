import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '~/db/client.server'
import { logger } from '~/features/logging/logger.server'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL
 * (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return openDatabase({ kind: 'memory' })

  const name = `test_${randomUUID().replace(/-/g, '')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
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
