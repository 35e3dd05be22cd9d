import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { jobRuns } from '~/db/schema'
import { enabledJobs, type Job, type JobContext, scheduleOf } from './job.server'
import { latestDue } from './schedule'

const defaultLeaseMinutes = 60

/** Names this process in the runs it claims (host, pid and a random tag). */
export function claimantName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
}

/**
 * Claims the run of `job` due at `dueAt`: inserts its row (job + due time is the
 * primary key) with ON CONFLICT DO NOTHING, so of any number of app servers only
 * the one whose insert went in gets it. A run left 'running' past its lease (its
 * process died) can be taken over by one claimant, decided by the row lock.
 * Returns the attempt number when this caller holds the run, null otherwise.
 */
export async function claimRun(
  db: Database,
  job: string,
  dueAt: Date,
  claimedBy: string,
  leaseMinutes = defaultLeaseMinutes,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(jobRuns)
      .values({ job, dueAt, claimedBy })
      .onConflictDoNothing()
      .returning({ attempts: jobRuns.attempts })
    if (inserted.length) return inserted[0].attempts
    const taken = await tx
      .update(jobRuns)
      .set({ attempts: sql`${jobRuns.attempts} + 1`, claimedBy, startedAt: sql`now()` })
      .where(
        and(
          eq(jobRuns.job, job),
          eq(jobRuns.dueAt, dueAt),
          eq(jobRuns.state, 'running'),
          sql`${jobRuns.startedAt} < now() - make_interval(mins => ${leaseMinutes}::int)`,
        ),
      )
      .returning({ attempts: jobRuns.attempts })
    return taken.length ? taken[0].attempts : null
  })
}

async function finishRun(
  db: Database,
  job: string,
  dueAt: Date,
  claimedBy: string,
  outcome: { state: 'succeeded'; detail: Record<string, unknown> } | { state: 'failed'; error: string },
) {
  await db
    .update(jobRuns)
    .set({
      state: outcome.state,
      finishedAt: sql`now()`,
      detail: outcome.state === 'succeeded' ? outcome.detail : {},
      error: outcome.state === 'failed' ? outcome.error.slice(0, 2000) : null,
    })
    // Only the holder finishes a run: a process that lost its lease leaves the row alone.
    .where(and(eq(jobRuns.job, job), eq(jobRuns.dueAt, dueAt), eq(jobRuns.claimedBy, claimedBy)))
}

export type RunOutcome = {
  job: string
  dueAt: Date
  result: 'succeeded' | 'failed' | 'claimed elsewhere'
  detail?: Record<string, unknown>
  error?: string
  ms?: number
}

/** Claims and, when this caller got it, runs one due run of a job, recording how it went. */
export async function runOnce(
  ctx: JobContext,
  job: Job,
  dueAt: Date,
  claimedBy: string,
): Promise<RunOutcome> {
  const attempt = await claimRun(ctx.db, job.name, dueAt, claimedBy, job.leaseMinutes)
  if (attempt === null) return { job: job.name, dueAt, result: 'claimed elsewhere' }
  const started = performance.now()
  try {
    const detail = (await job.run(ctx, { dueAt, attempt })) ?? {}
    await finishRun(ctx.db, job.name, dueAt, claimedBy, { state: 'succeeded', detail })
    return { job: job.name, dueAt, result: 'succeeded', detail, ms: Math.round(performance.now() - started) }
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e)
    await finishRun(ctx.db, job.name, dueAt, claimedBy, { state: 'failed', error }).catch(() => {})
    return { job: job.name, dueAt, result: 'failed', error, ms: Math.round(performance.now() - started) }
  }
}

/**
 * Runs what is due at `now`: for each job, its latest due time at or before `now`,
 * unless that run was already claimed. After downtime this is the one run missed
 * most recently, run once (not one per missed day).
 */
export async function runDueJobs(
  ctx: JobContext,
  jobs: readonly Job[],
  now: Date,
  claimedBy: string,
): Promise<RunOutcome[]> {
  const outcomes: RunOutcome[] = []
  for (const job of enabledJobs(jobs, ctx)) {
    outcomes.push(await runOnce(ctx, job, latestDue(scheduleOf(job, ctx.settings), now), claimedBy))
  }
  return outcomes
}

/** The latest runs of a job, newest first (for the console). */
export function recentRuns(db: Database, job: string, limit = 14) {
  return db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, job))
    .orderBy(sql`${jobRuns.dueAt} desc`)
    .limit(limit)
}
