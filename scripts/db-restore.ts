/**
 * `npm run db:restore -- FILE [--force]`: restores a backup (from db:backup, the
 * nightly backups or the console's Download backup) into the database named by
 * DATABASE_URL or the embedded one under DATA_DIR: migrates it, then inserts every
 * row in one transaction. A database that already holds data is refused unless
 * --force, which replaces everything in it. Stop the server first.
 */
import { access } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { DataDirLockedError } from '../app/db/data-dir-lock.server'
import { EnvError, readEnv } from '../app/env.server'
import { readBackupFile } from '../app/features/backup/files.server'
import { RestoreError, restoreBackup } from '../app/features/backup/restore.server'
import { openDatabaseFromEnv } from '../server/database'

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  const file = positionals[0]
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run db:restore -- FILE [--force]')
    process.exit(2)
  }
  try {
    await access(file)
  } catch {
    console.error(`No backup file at ${file}.`)
    process.exit(2)
  }
  const env = readEnv()
  const handle = await openDatabaseFromEnv(env)
  try {
    const started = performance.now()
    const restored = await restoreBackup(handle.db, readBackupFile(file), { force: values.force })
    const where = handle.driver === 'pglite' ? `the embedded database in ${env.dataDir}` : 'DATABASE_URL'
    console.log(
      `Restored ${restored.rows} rows into ${where} in ${Math.round(performance.now() - started)} ms${
        restored.replaced.length ? ` (replacing what was there: ${restored.replaced.join(', ')})` : ''
      }.`,
    )
  } finally {
    await handle.close()
  }
}

main().catch((error) => {
  console.error(
    error instanceof RestoreError || error instanceof EnvError || error instanceof DataDirLockedError
      ? error.message
      : error,
  )
  process.exit(1)
})
