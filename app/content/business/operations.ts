import type { Span } from '../../i18n/spans'
import { estimator } from './estimate'

/**
 * Response times, hiring, and the limits of the site's own services.
 */

/**
 * The business's clock: install dates are calendar dates here, its midnight starts "today" (the
 * schedule, quotes, the chat's daily budget) and the console, mails and jobs tell time in it
 * (decision 031). Every date and SQL query reads it from here.
 */
export const businessTimeZone = 'America/New_York'

export const responseTimes = {
  /** Worded "under 2 hours on business days" by each language (decision 039). */
  contact: { min: 2, max: 2, unit: 'hour' } satisfies Span,
  jobApplicationHours: 48,
  accessibilityFeedbackBusinessDays: 2,
  serviceArea: { min: 24, max: 48, unit: 'hour' } satisfies Span,
} as const

export const careers = {
  pay: {
    'installer-apprentice': '$18-22/hr plus bonuses',
    'lead-installer': '$25-35/hr plus bonuses',
    estimator: '$50-70K/year plus commission',
    'content-creator': '$20-30/hr',
  },
  locations: ['Metro Atlanta', 'Hybrid', 'Atlanta'],
  resumeMaxBytes: 5 * 1024 * 1024,
  /** The pay above as numbers, for JobPosting structured data. */
  payRanges: {
    'installer-apprentice': { min: 18, max: 22, unit: 'HOUR' },
    'lead-installer': { min: 25, max: 35, unit: 'HOUR' },
    estimator: { min: 50_000, max: 70_000, unit: 'YEAR' },
    'content-creator': { min: 20, max: 30, unit: 'HOUR' },
  },
  roleLocations: {
    'installer-apprentice': 'Metro Atlanta',
    'lead-installer': 'Metro Atlanta',
    estimator: 'Atlanta',
    'content-creator': 'Hybrid',
  },
} as const

export const chat = {
  messagesPerIpPerMinute: 20,
  messagesPerConversation: 60,
  maxMessageLength: 2000,
  /**
   * Assistant replies the whole site may give per calendar day (America/New_York),
   * counted from the database so every app server shares it; past it, the chat answers 402.
   */
  dailyReplyBudget: 5000,
  /** New conversations one address may start an hour (each opening of the panel on a fresh page). */
  conversationsPerIpPerHour: 60,
  /**
   * The most of the daily budget one address (IPv6 grouped by /64) may spend: 2% is 100 replies, far
   * past any real visitor, so one abuser can never switch the chat off for everyone (decision 022).
   */
  dailyBudgetSharePerAddress: 0.02,
  /** The `model` of the embedded assistant's stream chunks, stable across releases. */
  embeddedModelName: 'refined-resin-remy',
  /** When a visitor asks for a person: the team calls back within this many hours. */
  handoffCallbackHours: estimator.callbackHours,
} as const

export const forms = {
  submissionsPerIpPerHour: 10,
} as const

/** How the staff console works the leads (issue: staff console). */
export const staffConsole = {
  sessionHours: 8,
  /**
   * Staff sign-in limits (decision 015). Each verified password guess is claimed before it is checked;
   * a success clears that address's claims for the account. Within the window an address gets this
   * many guesses, for one account and for all accounts together …
   */
  signInFailures: 5,
  signInWindowMinutes: 15,
  /** … and one account, from every address together, gets this many: slowed long before, shut only here. */
  signInAccountCeiling: 100,
  /** Past this many claims on the account in the window, each attempt waits before its password is checked … */
  signInDelayAfter: 10,
  /** … 250 ms, doubling with each further claim, up to 3 s (the same for every address). */
  signInDelayBaseMs: 250,
  signInDelayMaxMs: 3000,
  /** Sign-in posts one address may make a minute, refused ones included (bounds the database work). */
  signInRequestsPerIpPerMinute: 30,
  /** An open lead no one has touched for this long is marked stale. */
  staleAfterDays: 7,
  /** Weekend install blocks start on this weekday (0 Sunday … 5 Friday) and last `booking.blockDays`. */
  weekendBlockStartWeekday: 5,
  inboxPageSize: 50,
} as const
