import { dataRetention } from '~/content/legal'
import type { Database } from '~/db/client.server'
import { recentRuns } from '~/features/jobs/runs.server'
import { currentJobSettings } from '~/features/jobs/settings.server'
import { nightlyBackupJob } from './backup-job.server'
import { listBackups } from './files.server'

/** What the owner's backup page shows: the nightly setting, the backups kept and how the last runs went. */
export async function backupPageData(db: Database) {
  const settings = currentJobSettings()
  const [files, runs] = await Promise.all([
    listBackups(settings.backupDir),
    recentRuns(db, nightlyBackupJob.name, 5),
  ])
  return {
    folder: settings.backupDir,
    time: settings.backupTime,
    kept: dataRetention.backupsKept,
    files,
    runs: runs.map((r) => ({
      dueAt: r.dueAt.toISOString(),
      state: r.state,
      finishedAt: r.finishedAt?.toISOString() ?? null,
      error: r.error,
    })),
  }
}
