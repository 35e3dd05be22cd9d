import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { runningScriptName } from '~/env.server'
import { acquireDataDirLock } from './data-dir-lock.server'
import { openPgliteFolder } from './pglite-folder.server'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Database
  driver: 'pglite' | 'postgres'
  /** The node-postgres pool, on a server database (rate limits share it). */
  pool?: pg.Pool
  close: () => Promise<void>
}

const here = path.dirname(fileURLToPath(import.meta.url))

/** The migrations folder, found from the source tree or the built server alike. */
function migrationsFolder(): string {
  const candidates = [
    // The bundled host (build/host.js) and the built server (build/server/) carry a copy.
    path.resolve(here, 'drizzle'),
    path.resolve(here, '../drizzle'),
    path.resolve(here, '../../drizzle'),
    path.resolve(here, '../../../drizzle'),
    path.resolve('drizzle'),
  ]
  return candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json'))) ?? path.resolve('drizzle')
}

/**
 * The migrated, empty cluster the build made beside its copy of the migrations
 * (scripts/bundle-server.ts), which a fresh data folder starts as (decision 043). None in
 * development, where a new folder runs initdb and every migration as before.
 */
export const CLUSTER_TEMPLATE = 'pglite-cluster'
const clusterTemplate = (migrations: string) => path.join(path.dirname(migrations), CLUSTER_TEMPLATE)

/**
 * Where the database layer reports what it cannot answer to a caller: the server passes the site's
 * one logger (decision 030), so db/ imports nothing from features/ (decision 031).
 */
type DatabaseLog = { error: (fields: { err: unknown }, message: string) => void }

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; log: DatabaseLog }
  | {
      kind: 'pglite'
      dataDir: string
      /** What opens the folder, named to whoever is refused (e.g. "server on port 3000"). */
      purpose?: string
    }
  | {
      kind: 'memory'
      /** A migrated cluster to start from (`PGlite.dumpDataDir`): skips initdb, as the tests do. */
      from?: Blob
    }

/**
 * Opens the database and applies pending migrations. PostgreSQL when a URL is
 * given (many app servers can share it), otherwise embedded PGlite on disk or
 * in memory (tests).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = migrationsFolder()
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // An idle connection the server ends (a restart, a failover) must not end this process:
    // the pool drops it and opens another on the next query.
    pool.on('error', (e) => {
      options.log.error({ err: e }, 'idle database connection lost')
    })
    const db = drizzlePg(pool, { schema })
    // Several app servers may start at once: one migrates, the others wait.
    const client = await pool.connect()
    try {
      await client.query('select pg_advisory_lock(727274)')
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder })
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => {})
      client.release()
    }
    return { db: db as unknown as Database, driver: 'postgres', pool, close: () => pool.end() }
  }
  let client: PGlite
  let release = () => {}
  if (options.kind === 'pglite') {
    mkdirSync(options.dataDir, { recursive: true })
    // One process per embedded database: refused here, before PGlite touches a file.
    release = acquireDataDirLock(options.dataDir, options.purpose ?? scriptName()).release
    try {
      client = await openPgliteFolder(path.join(options.dataDir, 'pglite'), {
        template: clusterTemplate(folder),
      })
    } catch (e) {
      release()
      throw e
    }
  } else {
    client = new PGlite(options.from ? { loadDataDir: options.from } : undefined)
  }
  const db = drizzlePglite(client, { schema })
  try {
    await migratePglite(db, { migrationsFolder: folder })
  } catch (e) {
    await client.close().catch(() => {})
    release()
    throw e
  }
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    close: async () => {
      try {
        await client.close()
      } finally {
        release()
      }
    },
  }
}

export { schema }

function scriptName() {
  return `${runningScriptName()} (${process.argv.slice(1).join(' ')})`
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
