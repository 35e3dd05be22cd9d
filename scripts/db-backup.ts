/**
 * `npm run db:backup -- FILE`: writes a backup of the whole database to FILE
 * (plain SQL; gzip-compressed when FILE ends in .gz). With DATABASE_URL it runs
 * beside the app servers (one consistent snapshot). With the embedded database
 * the running server holds it: use the console's Download backup button or the
 * nightly backups in BACKUP_DIR instead, or stop the server first.
 */
import { DataDirLockedError } from '../app/db/data-dir-lock.server'
import { EnvError, readEnv } from '../app/env.server'
import { backupToFile } from '../app/features/backup/files.server'
import { openDatabaseFromEnv } from '../server/database'

async function main() {
  const file = process.argv[2]
  if (!file || file.startsWith('-')) {
    console.error('Usage: npm run db:backup -- FILE   (FILE.sql, or FILE.sql.gz to compress)')
    process.exit(2)
  }
  const env = readEnv()
  const handle = await openDatabaseFromEnv(env)
  try {
    const started = performance.now()
    const taken = await backupToFile(handle.db, file)
    const tables = Object.keys(taken.tables).length
    console.log(
      `Backup written to ${taken.file}: ${taken.rows} rows in ${tables} tables, ${taken.bytes} bytes, in ${Math.round(performance.now() - started)} ms.`,
    )
  } finally {
    await handle.close()
  }
}

main().catch((error) => {
  // A refused lock or a bad variable is a message for the operator, not a stack.
  console.error(error instanceof EnvError || error instanceof DataDirLockedError ? error.message : error)
  process.exit(1)
})
