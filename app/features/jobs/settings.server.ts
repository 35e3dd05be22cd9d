import path from 'node:path'
import { businessTimeZone } from '~/content/business'
import { type Env, readEnv } from '~/env.server'
import type { JobSettings } from './job.server'

/** Job settings from the checked environment: BACKUP_DIR defaults to `<DATA_DIR>/backups`. */
export function settingsFromEnv(env: Env): JobSettings {
  return {
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(env.dataDir, 'backups'),
    backupTime: env.BACKUP_TIME,
    timeZone: businessTimeZone,
  }
}

/** The same settings read from this process's environment (checked at start, so valid here). */
export function currentJobSettings(): JobSettings {
  return settingsFromEnv(readEnv())
}
