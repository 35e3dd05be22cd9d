import type { Job } from '~/features/jobs/job.server'
import { deleteExpired } from './retention.server'

/** Daily, after the nightly backup: deletes what the privacy page says is kept no longer. */
export const privacyRetentionJob: Job = {
  name: 'privacy-retention',
  schedule: (settings) => ({ kind: 'daily', at: '04:00', timeZone: settings.timeZone }),
  // Measured from the time the run came due, so a run late after downtime deletes the same rows.
  run: async ({ db }, { dueAt }) => deleteExpired(db, dueAt),
}
