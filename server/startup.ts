import type { DatabaseHandle } from '../app/db/client.server'
import type { Env } from '../app/env.server'

/**
 * Work done once when a server starts, after migrations: features add their
 * first-start tasks here (seed slots on an empty embedded database, create the
 * first staff account).
 */
export async function runStartupTasks(_handle: DatabaseHandle, _env: Env): Promise<void> {}
