import { expect } from '@playwright/test'
import type { CaughtMail } from '../support/mail-catcher'

/** Where the journeys' SMTP server (tests/support/mail-catcher.ts) lists what it received. */
const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 2527}/messages`

/** Waits for the mail to `to` whose subject matches, as it arrived over SMTP, and returns it. */
export async function mailTo(to: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(mailApi)).json()) as CaughtMail[]
        found = mails.find((m) => m.to.includes(to) && subject.test(m.subject))
        return Boolean(found)
      },
      { message: `a mail to ${to} with a subject like ${subject}` },
    )
    .toBe(true)
  return found as CaughtMail
}

/** The customer's booking page in a mail, as a path. */
export const bookingLinkIn = (text: string) => text.match(/\/booking\/[A-Za-z0-9_-]{43}/)?.[0]
