/**
 * The schedule page (/schedule) and its booking dialog in English (decision 039): ICU messages its
 * loader formats with the business's figures (`schedulePageWords`). `{month}`, `{range}`, `{status}`
 * and `{date}` stay marks the browser fills, as only it knows the month shown and the block picked.
 * The request's outcomes (sent, failed, taken) are the booking service's refusals
 * (`refusals.bookingService`), worded once for the page and the API. Every language's catalog has this
 * shape (app/content/es/schedule.ts).
 */
export const schedule = {
  page: {
    title: 'Book an Installation Block | Refined Resin',
    description:
      'Pick an available {days}-day weekend install block and request it. We confirm within {hours} hours.',
    headline: 'Lock Your Weekend Slot',
  },
  lead: "Pick an available {days}-day weekend install block and request it. We'll contact you within {hours} hours to confirm.",
  blockLength: '{days, plural, one {# day} other {# days}}',
  confirmWithin: "We'll contact you within {hours} hours to confirm.",
  previous: 'Previous',
  next: 'Next',
  // The links' names: Spanish puts the noun first, so the word is not simply appended.
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  legend: 'Legend',
  statuses: { available: 'Available', pending: 'Requested', booked: 'Booked', unavailable: 'Unavailable' },
  /** What a "Requested" block means for the visitor (decision 006: staff confirm it or release it). */
  requestedMeaning:
    "another visitor's request for this block is waiting for our confirmation (we reply within {hours} hours). Pick another block, or check back: if it is not confirmed, it opens again.",
  loading: 'Loading available slots...',
  emptyTitle: 'No Slots Available This Month',
  emptyBody: 'Try the next month, or tell us your dates and we will find a weekend that works.',
  contactUs: 'Contact Us',
  blocksIn: 'Install blocks in {month}',
  requestBlock: 'Request This Block',
  /** The request dialog's close button. */
  close: 'Close',
  requestBlockFor: 'Request This Block: {range}',
  slotStatus: '{range}: {status}',
  requestHeading: 'Request {range}',
  yourRequest: 'Your request',
  goneTitle: 'That block can no longer be requested.',
  goneBody: 'Please choose another block from the calendar above.',
  estimateLabel: 'Your estimate',
  estimateTitle: 'Your estimate is attached to this request',
  estimateLocked: 'Pricing locked until {date}. The request form starts filled from this estimate.',
  slotsFailure: 'Failed to load available slots',
  /** An estimate's range of totals, as the page, the booking page and the mails write it. */
  estimateRange: '{min}–{max}',
  /** The request form's words (a chunk loaded with the form). */
  form: {
    name: 'Full name',
    email: 'Email',
    phone: 'Phone (optional)',
    size: 'Square footage',
    sizeHint: 'Minimum {min} sq ft',
    address: 'Project address',
    projectType: 'Project type',
    projectTypes: { residential: 'Residential', commercial: 'Commercial', industrial: 'Industrial' },
    finish: 'Preferred finish (optional)',
    noPreference: 'No preference yet',
    finishes: { metallic: 'Metallic', flake: 'Flake', solid: 'Solid', custom: 'Custom' },
    notes: 'Notes (optional)',
    submitting: 'Submitting...',
  },
}

export type ScheduleCopy = typeof schedule
