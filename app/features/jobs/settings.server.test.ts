import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readEnv } from '~/env.server'
import { settingsFromEnv } from './settings.server'

describe('settingsFromEnv', () => {
  it('backs up nightly at 03:00 Atlanta time into <DATA_DIR>/backups unless told otherwise', () => {
    expect(settingsFromEnv(readEnv({ DATA_DIR: '/srv/rr' }))).toEqual({
      backupDir: '/srv/rr/backups',
      backupTime: '03:00',
      timeZone: 'America/New_York',
    })
    const custom = settingsFromEnv(readEnv({ BACKUP_DIR: 'elsewhere', BACKUP_TIME: ' 22:15 ' }))
    expect(custom).toMatchObject({ backupDir: path.resolve('elsewhere'), backupTime: '22:15' })
  })
})
