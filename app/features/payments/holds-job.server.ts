import type { Job } from '~/features/jobs/job.server'
import { expireOverdueCheckouts } from './fulfil.server'

/**
 * Our own clock for deposit holds (decision 041): Stripe reports an expired session by webhook, and
 * this job ends any hold whose session is past its `expires_at` when that report is lost or late.
 */
export const depositHoldsJob: Job = {
  name: 'deposit-holds',
  schedule: { kind: 'every', minutes: 5 },
  leaseMinutes: 15,
  // A server without payments has no holds to end, and records no runs (decision 041).
  enabled: ({ payments }) => Boolean(payments),
  run: async ({ db, mailer, payments }, { dueAt }) => ({
    released: await expireOverdueCheckouts(
      { db, mailer, payments },
      new Date(Math.max(dueAt.getTime(), Date.now())),
    ),
  }),
}
