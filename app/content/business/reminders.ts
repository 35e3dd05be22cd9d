/**
 * The mails that do the crew's reminding (decision 027): when they go out, the
 * preparation checklist, the care guide and the review request. Every figure comes from
 * the spec through the modules beside this one; nothing here is a new figure.
 */
import { percent } from '../format'
import { live } from '../live'
import { claims } from './company'
import { booking } from './estimate'
import { floorCareClub, pricingGuide, specSheet } from './programs'
import { installDuration, warranty } from './readings'
import { en } from '../en/spans'

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

const vehicleFreeHours = booking.blockDays * 24

/** The preparation checklist the customer gets before the install. */
export const preparationChecklist = {
  intro: 'A few things to do before we arrive, so the crew can start on time:',
  items: [
    'Clear the space: move everything off the floor, including anything stored along the walls, so we can work wall to wall.',
    `No vehicles for ${vehicleFreeHours} hours: park elsewhere for the whole ${booking.blockDays}-day install block, from the morning of the first day.`,
    `Plan for the cure: the new floor takes light foot traffic after ${en(installDuration.residentialCure)} and reaches full cure in ${specSheet.fullCureDays} days. Until then, no vehicles, heavy furniture or rugs on it.`,
    `Epoxy cures best at ${pricingGuide.factors.cureTemperatureF}. If the space is unheated or very cold or hot, tell us before the install so we can plan the cure.`,
  ],
} as const

/** The care guide the customer gets after the install (from the floor care article, which gives the routine). */
export const careGuide = live(
  () =>
    ({
      intro: `Your floor has now had the ${specSheet.fullCureDays} days it needs to reach full cure, so vehicles, heavy furniture and rugs can go back on it. Here is the routine that keeps it looking new:`,
      items: [
        'Dust mop every few days with a clean microfiber mop; grit is what wears a floor.',
        'Every week or two, mop with warm water and a small amount of pH-neutral floor cleaner. Avoid soap-based cleaners, vinegar, citrus cleaners, scouring pads and steam mops.',
        'Put felt pads under furniture and lift heavy things instead of dragging them.',
        'Wipe up brake fluid, battery acid, solvents and pool chemicals right away.',
        'On muggy days a garage floor can sweat: close the door, run a fan, and dry it with a squeegee.',
      ],
      warranty: `Your ${warranty.standard.label} is transferable, and the first year includes ${warranty.standard.firstYearIncludes.join(' and ')}. We will be back for your free maintenance check ${claims.freeMaintenanceCheckMonths} months after the install.`,
      club: `Want us to look after it? The Floor Care Club (${floorCareClub.inspections.toLowerCase()}, ${percent(floorCareClub.discount)} off extra work, warranty extended to ${floorCareClub.warrantyYearsWithMembership} years) is open to you ${floorCareClub.joinWindow.toLowerCase()}.`,
      /** Site paths of the full guide and the club. */
      guidePath: '/article/metallic-epoxy-floor-care',
      clubPath: '/floor-care',
    }) as const,
)

/** The review request that closes the care mail. */
export const reviewRequest = {
  /** With a review link (REVIEW_URL): the sentence, then the link on its own line. */
  withLink:
    'If you are happy with your floor, would you leave us a short review? It helps neighbors find us:',
  /** Without one: the request still stands, as a reply. */
  withoutLink: 'If you are happy with your floor, reply to this email and tell us how we did.',
} as const
