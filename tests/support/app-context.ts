import type { AppLoadContext } from 'react-router'
import type { DatabaseHandle } from '../../app/db/client.server'
import { createMailer } from '../../app/features/mail/mailer.server'
import { seedTeamSettings } from '../../app/features/second-factor/factors.server'
import { createRateLimit } from '../../app/features/security/rate-limit.server'
import { openTestDatabase } from './test-database'

/**
 * A real load context for calling loaders and actions in tests: a fresh
 * migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL), the outbox
 * mailer (or SMTP at `smtpUrl`) and in-memory rate limits.
 */
export async function createTestContext(
  options: { smtpUrl?: string; ip?: string; requireSecondFactor?: boolean } = {},
): Promise<{ context: AppLoadContext; handle: DatabaseHandle; close: () => Promise<void> }> {
  const handle = await openTestDatabase()
  // A new install requires a second factor; the suites that are not about it sign in with a
  // password alone, as an install whose owner turned it off (decision 038).
  await seedTeamSettings(handle.db, options.requireSecondFactor ?? false)
  const context: AppLoadContext = {
    db: handle.db,
    mailer: createMailer({ db: handle.db, smtpUrl: options.smtpUrl }),
    rateLimit: createRateLimit(),
    nonce: '',
    ip: options.ip ?? '203.0.113.7',
  }
  return { context, handle, close: () => handle.close() }
}
