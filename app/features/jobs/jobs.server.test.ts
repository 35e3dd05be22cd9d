import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '~/db/client.server'
import { jobRuns } from '~/db/schema'
import { logger } from '~/features/logging/logger.server'
import { createMailer } from '~/features/mail/mailer.server'
import { openTestDatabase } from '../../../tests/support/test-database'
import type { Job, JobContext } from './job.server'
import { jobs as registeredJobs } from './registry.server'
import { claimRun, type RunOutcome, runDueJobs } from './runs.server'
import { startScheduler } from './scheduler.server'

let handle: DatabaseHandle
/** A second connection pool on the same database (PostgreSQL), as a second app server has. */
let second: DatabaseHandle | null = null
let backupDir: string

beforeAll(async () => {
  handle = await openTestDatabase()
  const url = (handle.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options
    ?.connectionString
  if (url) second = await openDatabase({ kind: 'postgres', url, log: logger })
  backupDir = await mkdtemp(path.join(tmpdir(), 'rr-jobs-test-'))
}, 180_000)
afterAll(async () => {
  await second?.close()
  await handle?.close()
  await rm(backupDir, { recursive: true, force: true })
})

function contextFor(h: DatabaseHandle): JobContext {
  return {
    db: h.db,
    mailer: createMailer({ db: h.db }),
    settings: { backupDir, backupTime: '03:00', timeZone: 'America/New_York' },
  }
}

/** A job that records each run it does, taking a moment so runs elsewhere overlap it. */
function countingJob(
  name: string,
  schedule: Job['schedule'] = { kind: 'daily', at: '03:00', timeZone: 'America/New_York' },
) {
  const runs: string[] = []
  const job: Job = {
    name,
    schedule,
    async run(_ctx, { dueAt }) {
      runs.push(dueAt.toISOString())
      await new Promise((r) => setTimeout(r, 150))
      return { n: runs.length }
    },
  }
  return { job, runs }
}

const quiet = { onRun: () => {} }

async function rowsOf(job: string) {
  return handle.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(asc(jobRuns.dueAt))
}

describe('scheduled jobs', { timeout: 60_000 }, () => {
  it('two schedulers on one database run a due job exactly once', async () => {
    // On PostgreSQL (CI) the two schedulers use two connection pools, as two app servers do.
    expect(Boolean(second)).toBe(Boolean(process.env.TEST_DATABASE_URL))
    const { job, runs } = countingJob('two-schedulers')
    const now = () => new Date('2026-11-24T12:00:00Z')
    const a = startScheduler(contextFor(handle), { jobs: [job], now, ...quiet })
    const b = startScheduler(contextFor(second ?? handle), { jobs: [job], now, ...quiet })
    await Promise.all([a.idle(), b.idle()])
    await Promise.all([a.stop(), b.stop()])
    expect(runs).toEqual(['2026-11-24T08:00:00.000Z'])
    const [row] = await rowsOf('two-schedulers')
    expect(row).toMatchObject({ state: 'succeeded', attempts: 1, detail: { n: 1 } })
  })

  it('five `jobs:run` at once run it once; the others report it as claimed', async () => {
    const { job, runs } = countingJob('jobs-run-race')
    const at = new Date('2026-11-24T12:00:00Z')
    const outcomes = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        runDueJobs(contextFor(i % 2 && second ? second : handle), [job], at, `runner-${i}`),
      ),
    )
    const results = outcomes.flat().map((o) => o.result)
    expect(results.filter((r) => r === 'succeeded')).toHaveLength(1)
    expect(results.filter((r) => r === 'claimed elsewhere')).toHaveLength(4)
    expect(runs).toHaveLength(1)
  })

  it('after downtime, the run missed most recently runs once at start; a restart runs nothing again', async () => {
    const { job, runs } = countingJob('downtime')
    let clock = new Date('2026-11-20T12:00:00Z')
    const first = startScheduler(contextFor(handle), { jobs: [job], now: () => clock, ...quiet })
    await first.idle()
    await first.stop()
    // Down for three nights.
    clock = new Date('2026-11-23T09:30:00Z')
    const back = startScheduler(contextFor(handle), { jobs: [job], now: () => clock, ...quiet })
    await back.idle()
    await back.stop()
    const again = startScheduler(contextFor(handle), { jobs: [job], now: () => clock, ...quiet })
    await again.idle()
    await again.stop()
    expect(runs).toEqual(['2026-11-20T08:00:00.000Z', '2026-11-23T08:00:00.000Z'])
    expect((await rowsOf('downtime')).map((r) => r.state)).toEqual(['succeeded', 'succeeded'])
  })

  it('keeps running: when the clock passes the next due time, that run happens', async () => {
    const { job, runs } = countingJob('every-minute', { kind: 'every', minutes: 1 })
    let clock = new Date('2026-11-24T12:00:30Z')
    const seen: RunOutcome[] = []
    const scheduler = startScheduler(contextFor(handle), {
      jobs: [job],
      now: () => clock,
      maxSleepMs: 20,
      onRun: (o) => seen.push(o),
    })
    await scheduler.idle()
    clock = new Date('2026-11-24T12:01:05Z')
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(2)
    await scheduler.stop()
    expect(runs).toEqual(['2026-11-24T12:00:00.000Z', '2026-11-24T12:01:00.000Z'])
    expect(seen.map((o) => o.result)).toEqual(['succeeded', 'succeeded'])
  })

  it('records a failed run with its error and does not run it again at the same due time', async () => {
    let calls = 0
    const job: Job = {
      name: 'failing',
      schedule: { kind: 'daily', at: '03:00', timeZone: 'America/New_York' },
      async run() {
        calls++
        throw new Error('disk full')
      },
    }
    const at = new Date('2026-11-24T12:00:00Z')
    const [outcome] = await runDueJobs(contextFor(handle), [job], at, 'runner')
    expect(outcome).toMatchObject({ result: 'failed', error: 'disk full' })
    const [again] = await runDueJobs(contextFor(handle), [job], at, 'runner')
    expect(again.result).toBe('claimed elsewhere')
    expect(calls).toBe(1)
    const [row] = await rowsOf('failing')
    expect(row).toMatchObject({ state: 'failed', error: 'disk full' })
    expect(row.finishedAt).toBeInstanceOf(Date)
  })

  it('takes over a run left unfinished by a crashed process once its lease is over, not before', async () => {
    const dueAt = new Date('2026-11-24T08:00:00Z')
    await handle.db.insert(jobRuns).values([
      { job: 'crashed', dueAt, claimedBy: 'dead-host:1:aaa', startedAt: sql`now() - interval '2 hours'` },
      { job: 'busy', dueAt, claimedBy: 'live-host:1:bbb' },
    ])
    expect(await claimRun(handle.db, 'crashed', dueAt, 'me', 60)).toBe(2)
    expect(await claimRun(handle.db, 'crashed', dueAt, 'someone-else', 60)).toBeNull()
    expect(await claimRun(handle.db, 'busy', dueAt, 'me', 60)).toBeNull()
    const [row] = await handle.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'crashed'), eq(jobRuns.dueAt, dueAt)))
    expect(row).toMatchObject({ claimedBy: 'me', attempts: 2, state: 'running' })
  })

  it('the registered jobs run at a given moment: a backup file is written and retention runs', async () => {
    const at = new Date('2026-11-24T10:00:00Z')
    const outcomes = await runDueJobs(contextFor(handle), registeredJobs, at, 'operator')
    expect(outcomes.map((o) => [o.job, o.dueAt.toISOString(), o.result])).toEqual([
      ['nightly-backup', '2026-11-24T08:00:00.000Z', 'succeeded'],
      ['privacy-retention', '2026-11-24T09:00:00.000Z', 'succeeded'],
      ['customer-reminders', '2026-11-24T10:00:00.000Z', 'succeeded'],
      ['staff-digest', '2026-11-23T12:00:00.000Z', 'succeeded'],
    ])
    const files = await readdir(backupDir)
    expect(files.filter((f) => f.endsWith('.sql.gz'))).toHaveLength(1)
    expect(outcomes[1].detail).toMatchObject({ jobApplications: 0, spamLeads: 0 })
  })
})
