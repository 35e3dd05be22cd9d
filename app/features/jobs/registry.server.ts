import { nightlyBackupJob } from '~/features/backup/backup-job.server'
import { depositHoldsJob } from '~/features/payments/holds-job.server'
import { privacyRetentionJob } from '~/features/privacy/retention-job.server'
import { customerRemindersJob, staffDigestJob } from '~/features/reminders/jobs.server'
import type { Job } from './job.server'

/**
 * Every scheduled job the server runs. Adding a job is one entry here: a name,
 * a schedule and a run function (see Job in job.server.ts, decision 017).
 */
export const jobs: readonly Job[] = [
  nightlyBackupJob,
  privacyRetentionJob,
  customerRemindersJob,
  staffDigestJob,
  depositHoldsJob,
]
