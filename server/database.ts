import { type DatabaseHandle, openDatabase } from '../app/db/client.server'
import type { Env } from '../app/env.server'
import { logger } from '../app/features/logging/logger.server'
import { createMailer } from '../app/features/mail/mailer.server'
import { createPayments } from '../app/features/payments/stripe.server'
import { createRateLimit } from '../app/features/security/rate-limit.server'
import type { AppServices } from './app'
import { createMetrics } from './metrics'

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export function openDatabaseFromEnv(env: Env, purpose?: string): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, log: logger })
    : openDatabase({ kind: 'pglite', dataDir: env.dataDir, purpose })
}

/** What loaders and actions receive in their context, built once per process. */
export async function createServices(handle: DatabaseHandle, env: Env): Promise<AppServices> {
  const metrics = createMetrics({ ...handle, token: env.METRICS_TOKEN })
  return {
    db: handle.db,
    mailer: createMailer({
      db: handle.db,
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      staffEmail: env.STAFF_EMAIL,
    }),
    rateLimit: metrics.countRefusals(createRateLimit({ pool: handle.pool })),
    metrics,
    payments: await createPayments(env),
  }
}
