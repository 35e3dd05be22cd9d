import { and, eq } from 'drizzle-orm'
import { jobRuns } from '~/db/schema'
import { logger } from '~/features/logging/logger.server'
import type { Job, JobContext } from './job.server'
import { enabledJobs, scheduleOf } from './job.server'
import { jobs as registeredJobs } from './registry.server'
import { claimantName, type RunOutcome, runOnce } from './runs.server'
import { latestDue, nextDue, scheduleProblem } from './schedule'

export type SchedulerOptions = {
  jobs?: readonly Job[]
  /** The clock (tests move it). */
  now?: () => Date
  /** Longest sleep between looks at the clock, so a changed clock or a lost timer is noticed. */
  maxSleepMs?: number
  /** Each finished or skipped run; by default a JSON log line. */
  onRun?: (outcome: RunOutcome) => void
}

export type Scheduler = {
  /** Stops looking for due runs and waits for the run in progress to finish. */
  stop: () => Promise<void>
  /** Settles when the current look at the clock (and its runs) is done (tests). */
  idle: () => Promise<void>
}

function logRun(o: RunOutcome) {
  if (o.result === 'claimed elsewhere') return
  const fields = {
    dueAt: o.dueAt.toISOString(),
    ms: o.ms,
    ...(o.error ? { error: o.error } : { detail: o.detail }),
  }
  logger[o.result === 'failed' ? 'error' : 'info'](fields, `job ${o.job} ${o.result}`)
}

/**
 * Runs the registered jobs in this server process (decision 017). At start it
 * runs each job's latest due run if no process ran it (the one missed during
 * downtime), then sleeps until the next due time. Every app server may run a
 * scheduler: the run row's primary key lets exactly one of them run each run.
 */
export function startScheduler(context: JobContext, options: SchedulerOptions = {}): Scheduler {
  const jobs = enabledJobs(options.jobs ?? registeredJobs, context)
  const now = options.now ?? (() => new Date())
  const maxSleepMs = options.maxSleepMs ?? 60_000
  const onRun = options.onRun ?? logRun
  const claimedBy = claimantName()
  for (const job of jobs) {
    const problem = scheduleProblem(scheduleOf(job, context.settings))
    if (problem) throw new Error(`Job ${job.name}: ${problem}`)
  }
  /** The due time each job was last settled for, so a settled run is not claimed again every minute. */
  const settled = new Map<string, number>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> = Promise.resolve()

  async function settle(job: Job, dueAt: Date) {
    const outcome = await runOnce(context, job, dueAt, claimedBy)
    onRun(outcome)
    if (outcome.result !== 'claimed elsewhere') return settled.set(job.name, dueAt.getTime())
    // Another process holds it. If it finished, this one is settled; if it is still
    // running, look again next time: should that process die, its lease runs out and
    // this one takes the run over.
    const [row] = await context.db
      .select({ state: jobRuns.state })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.dueAt, dueAt)))
    if (row && row.state !== 'running') settled.set(job.name, dueAt.getTime())
  }

  async function tick() {
    const at = now()
    for (const job of jobs) {
      if (stopped) return
      const dueAt = latestDue(scheduleOf(job, context.settings), at)
      if (settled.get(job.name) === dueAt.getTime()) continue
      try {
        await settle(job, dueAt)
      } catch (e) {
        // The database may be briefly unreachable: try again on the next look.
        logger.error({ err: e }, `job ${job.name}: could not claim its run`)
      }
    }
  }

  function schedule() {
    if (stopped) return
    const at = now()
    const soonest = Math.min(...jobs.map((j) => nextDue(scheduleOf(j, context.settings), at).getTime()))
    const wait = Math.max(50, Math.min(maxSleepMs, soonest - at.getTime() + 50))
    timer = setTimeout(() => {
      current = tick().finally(schedule)
    }, wait)
    timer.unref()
  }

  current = jobs.length ? tick().finally(schedule) : Promise.resolve()

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current.catch(() => {})
    },
    idle: () => current.catch(() => {}),
  }
}
