import type { DatabaseHandle } from '../app/db/client.server'
import type { Env } from '../app/env.server'
import { seedSlotsOnStart } from '../app/features/schedule/seed.server'

/**
 * Work done once when a server starts, after migrations: features add their
 * first-start tasks here (seed slots on an empty embedded database, create the
 * first staff account).
 */
export async function runStartupTasks(handle: DatabaseHandle, _env: Env): Promise<void> {
  const slots = await seedSlotsOnStart(handle)
  if (slots > 0)
    console.log(JSON.stringify({ level: 'info', msg: `created ${slots} weekend install blocks` }))
}
