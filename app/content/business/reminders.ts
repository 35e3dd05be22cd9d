/**
 * The mails that do the crew's reminding (decision 027): when they go out, and where the care mail
 * links. Their words are each language's catalog (decision 039). Every figure comes from
 * the spec through the modules beside this one; nothing here is a new figure.
 */
import { specSheet } from './programs'

/** When each reminder comes due, on Atlanta's clock (businessTimeZone). */
export const reminderTiming = {
  /** The preparation checklist: this many days before the block's first day… */
  preparationDaysBefore: 3,
  /** …the care guide and review request: this many days after its last day (the floor's full cure). */
  careDaysAfter: specSheet.fullCureDays,
  /** Customer mails come due at this wall-clock time on their day (HH:MM). */
  customerMailAt: '09:00',
  /**
   * A care mail later than this many days after the install's last day is not sent
   * (a review request a month on reads as an afterthought); it is recorded as skipped.
   * A preparation mail is never sent once the install has started.
   */
  careTooLateAfterDays: 30,
  /** The staff digest: daily at this wall-clock time (HH:MM). */
  staffDigestAt: '07:00',
  /** The digest lists confirmed installs starting within this many days, today included. */
  digestInstallDays: 7,
} as const

/**
 * Where the care mail sends the customer: the full guide (the floor care article, which gives the
 * routine) and the club. The mails' words are in each language's catalog (app/content/<lang>/mails.ts).
 */
export const careGuide = {
  guidePath: '/article/metallic-epoxy-floor-care',
  clubPath: '/floor-care',
} as const
