import { type DatabaseHandle, openDatabase } from '../app/db/client.server'
import type { Env } from './env'

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export function openDatabaseFromEnv(env: Env): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: env.dataDir })
}
