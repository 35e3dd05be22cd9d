import type { Job } from '~/features/jobs/job.server'
import { takeKeptBackup } from './files.server'

/** The nightly backup, taken by the running server into BACKUP_DIR at BACKUP_TIME (Atlanta). */
export const nightlyBackupJob: Job = {
  name: 'nightly-backup',
  schedule: (settings) => ({ kind: 'daily', at: settings.backupTime, timeZone: settings.timeZone }),
  async run({ db, settings }) {
    const taken = await takeKeptBackup(db, settings.backupDir)
    return { file: taken.file, bytes: taken.bytes, rows: taken.rows, removed: taken.removed }
  },
}
