import { reminderTiming } from '~/content/business'
import { readEnv } from '~/env.server'
import type { Job, JobSettings } from '~/features/jobs/job.server'
import { claimantName } from '~/features/jobs/runs.server'
import { type ReminderSettings, sendDueCustomerMails } from './customer-mails.server'
import { sendStaffDigest } from './digest.server'

/** What the reminder jobs need beyond the scheduler's settings (which carry no SITE_URL or REVIEW_URL). */
export type ReminderOptions = Omit<ReminderSettings, 'timeZone'>

/** SITE_URL and REVIEW_URL from the environment, checked at start (so valid here). */
function reminderOptionsFromEnv(): ReminderOptions {
  const env = readEnv()
  return { siteUrl: env.SITE_URL, reviewUrl: env.REVIEW_URL }
}

const settingsFor = (options: ReminderOptions, jobSettings: JobSettings): ReminderSettings => ({
  ...options,
  timeZone: jobSettings.timeZone,
})

/**
 * The reminder jobs (decision 027), given where their options come from (tests pass
 * their own). Each mail is claimed under its own key inside the run, so the run's
 * own claim (hourly, or the digest's day) only decides which process looks.
 */
export function reminderJobs(options: () => ReminderOptions): { customerReminders: Job; staffDigest: Job } {
  return {
    customerReminders: {
      name: 'customer-reminders',
      // Hourly: a mail due at 09:00 goes at 09:00, and one for a booking confirmed late goes within the hour.
      schedule: { kind: 'every', minutes: 60 },
      run: ({ db, mailer, settings }, { dueAt }) =>
        sendDueCustomerMails({ db, mailer }, dueAt, settingsFor(options(), settings), claimantName()),
    },
    staffDigest: {
      name: 'staff-digest',
      schedule: (settings) => ({
        kind: 'daily',
        at: reminderTiming.staffDigestAt,
        timeZone: settings.timeZone,
      }),
      run: async ({ db, mailer, settings }, { dueAt }) => {
        const outcome = await sendStaffDigest(
          { db, mailer },
          dueAt,
          settingsFor(options(), settings),
          claimantName(),
        )
        return { ...outcome }
      },
    },
  }
}

const registered = reminderJobs(reminderOptionsFromEnv)

/** Mails customers their preparation checklist and care guide when due. */
export const customerRemindersJob = registered.customerReminders
/** Mails staff the 7:00 digest of new leads and the week's installs. */
export const staffDigestJob = registered.staffDigest
