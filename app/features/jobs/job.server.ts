import type { Database } from '~/db/client.server'
import type { Mailer } from '~/features/mail/mailer.server'
import type { Payments } from '~/features/payments/stripe.server'
import type { Schedule } from './schedule'

/** Operator settings jobs read (from the environment at start; see settingsFromEnv). */
export type JobSettings = {
  /** Folder of the nightly backups (BACKUP_DIR, default `<DATA_DIR>/backups`). */
  backupDir: string
  /** Time of the nightly backup, HH:MM in `timeZone` (BACKUP_TIME, default 03:00). */
  backupTime: string
  /** The business's time zone: daily jobs run on Atlanta's clock. */
  timeZone: string
}

/** What a job's run function receives: the services of the server process. */
export type JobContext = {
  db: Database
  mailer: Mailer
  settings: JobSettings
  /** Stripe when configured: the deposit holds' job asks it about overdue sessions (decision 041). */
  payments?: Payments | null
}

/** What one run knows about itself: the time it came due (also the run's unique key). */
type JobRunInfo = { dueAt: Date; attempt: number }

/**
 * A job is data: a name (unique, stable: it keys the runs), a schedule and a run
 * function. Add one by adding an entry to `jobs` in registry.server.ts.
 */
export type Job = {
  name: string
  schedule: Schedule | ((settings: JobSettings) => Schedule)
  /**
   * Does the work; what it returns is stored with the run (counts, file names).
   * A run that throws is recorded as failed and not retried: the next due time runs again.
   */
  run: (ctx: JobContext, run: JobRunInfo) => Promise<Record<string, unknown> | undefined>
  /**
   * A claimed run still unfinished after this long is taken as lost with a crashed
   * process and may be claimed again (default 60 minutes). Make it longer than the
   * job can ever take, or a slow run would be started twice.
   */
  leaseMinutes?: number
  /** Whether this server runs the job at all (default: it does); e.g. only where payments are set up. */
  enabled?: (ctx: JobContext) => boolean
}

/** The jobs a server with these services runs. */
export function enabledJobs(jobs: readonly Job[], ctx: JobContext): Job[] {
  return jobs.filter((job) => job.enabled?.(ctx) ?? true)
}

export function scheduleOf(job: Job, settings: JobSettings): Schedule {
  return typeof job.schedule === 'function' ? job.schedule(settings) : job.schedule
}
