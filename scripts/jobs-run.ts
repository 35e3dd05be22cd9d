/**
 * `npm run jobs:run -- --now <ISO time> [--job NAME]`: runs what is due at that
 * moment (each job's latest due time at or before it) unless some process
 * already ran it, then exits. For operators (run a missed job by hand) and tests.
 * Without --now, the current time. With the embedded database, stop the server
 * first (PGlite is one process); with DATABASE_URL it runs beside the servers,
 * and the run table makes sure nothing runs twice.
 */
import { parseArgs } from 'node:util'
import { DataDirLockedError } from '../app/db/data-dir-lock.server'
import { EnvError, readEnv } from '../app/env.server'
import { jobs } from '../app/features/jobs/registry.server'
import { claimantName, runDueJobs } from '../app/features/jobs/runs.server'
import { settingsFromEnv } from '../app/features/jobs/settings.server'
import { createServices, openDatabaseFromEnv } from '../server/database'

async function main() {
  const { values } = parseArgs({ options: { now: { type: 'string' }, job: { type: 'string' } } })
  const now = values.now ? new Date(values.now) : new Date()
  if (Number.isNaN(now.getTime())) {
    console.error(`--now must be an ISO date and time, e.g. 2026-11-24T08:00:00Z (got "${values.now}")`)
    process.exit(2)
  }
  const selected = values.job ? jobs.filter((j) => j.name === values.job) : jobs
  if (!selected.length) {
    console.error(`No job named "${values.job}". Jobs: ${jobs.map((j) => j.name).join(', ')}`)
    process.exit(2)
  }
  const env = readEnv()
  const handle = await openDatabaseFromEnv(env)
  let failed = false
  try {
    const { db, mailer, payments } = await createServices(handle, env)
    const outcomes = await runDueJobs(
      { db, mailer, payments, settings: settingsFromEnv(env) },
      selected,
      now,
      claimantName(),
    )
    for (const o of outcomes) {
      failed ||= o.result === 'failed'
      const what =
        o.result === 'failed'
          ? `failed: ${o.error}`
          : o.result === 'succeeded'
            ? `ran ${JSON.stringify(o.detail)}`
            : 'already ran (claimed by another run)'
      console.log(`${o.job} due ${o.dueAt.toISOString()}: ${what}`)
    }
  } finally {
    await handle.close()
  }
  process.exit(failed ? 1 : 0)
}

main().catch((error) => {
  // A refused lock or a bad variable is a message for the operator, not a stack.
  console.error(error instanceof EnvError || error instanceof DataDirLockedError ? error.message : error)
  process.exit(1)
})
