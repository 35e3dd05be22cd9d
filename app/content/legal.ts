/** A section of a legal or information page: a heading, paragraphs and an optional list. */
export type LegalSection = { heading: string; paragraphs: readonly string[]; list?: readonly string[] }

export const legalUpdated = '2026-11-25'

/**
 * How long the software keeps what (decision 018). The privacy page is
 * written from these figures and the jobs that delete read them, so the two agree.
 */
export const dataRetention = {
  /** Job applications, résumé included, are deleted this many days after they arrive. */
  jobApplicationDays: 365,
  /** Submissions the spam trap caught (leads, booking requests, chats) are deleted after this many days. */
  spamDays: 30,
  /** Nightly backups kept; the oldest is deleted when a new one is taken. */
  backupsKept: 14,
  /** The record of each scheduled run (backup, retention, digest) is kept this long for the console. */
  jobRunDays: 90,
} as const
