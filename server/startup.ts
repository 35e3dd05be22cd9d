import type { DatabaseHandle } from '../app/db/client.server'
import type { Env } from '../app/env.server'
import { ensureFirstStaffAccount } from '../app/features/admin/auth.server'
import { makeOwner } from '../app/features/admin/owner.server'
import { logger } from '../app/features/logging/logger.server'
import { seedSlotsOnStart } from '../app/features/schedule/seed.server'
import { seedTeamSettings } from '../app/features/second-factor/factors.server'

/**
 * Work done once when a server starts, after migrations: features add their
 * first-start tasks here (seed slots on an empty embedded database, create the
 * first staff account).
 */
export async function runStartupTasks(handle: DatabaseHandle, env: Env): Promise<void> {
  // A new install requires a second factor unless told otherwise (decision 038).
  await seedTeamSettings(handle.db, env.STAFF_REQUIRE_SECOND_FACTOR === 'true')
  await firstStaffAccount(handle, env)
  const slots = await seedSlotsOnStart(handle, env)
  if (slots > 0) logger.info(`created ${slots} weekend install blocks`)
}

/** ADMIN_EMAIL/ADMIN_PASSWORD become the first staff account (env validation already refused a weak password). */
async function firstStaffAccount(handle: DatabaseHandle, env: Env) {
  const result = await ensureFirstStaffAccount(handle.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)
  if (result === 'created') {
    logger.info(`Staff account created for ${env.ADMIN_EMAIL}`)
  }
  // The ADMIN_EMAIL account is the owner, also when it existed before roles did (decision 016).
  if (env.ADMIN_EMAIL) await makeOwner(handle.db, env.ADMIN_EMAIL)
  if (!env.sessionSecrets.length) {
    logger.warn(
      'SESSION_SECRETS is not set: staff sessions use a random secret and end when the server restarts',
    )
  }
}
