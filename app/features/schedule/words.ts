import { booking } from '~/content/business'
import { BOOKING_SUCCESS_MESSAGE, SLOTS_FAILURE_MESSAGE } from './messages'

/**
 * The /schedule page's words around the calendar (the request form's are in ./form-words.ts, a
 * chunk loaded with the form). `{…}` marks a value only the browser knows (a date, a month), filled
 * in by `fill` (app/i18n/fill.ts); the Spanish twin is app/content/es/schedule.ts (decision 034).
 */
export const scheduleCopy = {
  lead: `Pick an available ${booking.blockDays}-day weekend install block and request it. We'll contact you within ${booking.contactWithinHours} hours to confirm.`,
  blockLength: `${booking.blockDays} days`,
  confirmWithin: `We'll contact you within ${booking.contactWithinHours} hours to confirm.`,
  previous: 'Previous',
  next: 'Next',
  // The links' names: Spanish puts the noun first, so the word is not simply appended (decision 034).
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  legend: 'Legend',
  statuses: { available: 'Available', pending: 'Requested', booked: 'Booked', unavailable: 'Unavailable' },
  /** What a "Requested" block means for the visitor (decision 006: staff confirm it or release it). */
  requestedMeaning: `another visitor's request for this block is waiting for our confirmation (we reply within ${booking.contactWithinHours} hours). Pick another block, or check back: if it is not confirmed, it opens again.`,
  loading: 'Loading available slots...',
  emptyTitle: 'No Slots Available This Month',
  emptyBody: 'Try the next month, or tell us your dates and we will find a weekend that works.',
  contactUs: 'Contact Us',
  blocksIn: 'Install blocks in {month}',
  requestBlock: 'Request This Block',
  requestBlockFor: 'Request This Block: {range}',
  slotStatus: '{range}: {status}',
  requestHeading: 'Request {range}',
  yourRequest: 'Your request',
  goneTitle: 'That block can no longer be requested.',
  goneBody: 'Please choose another block from the calendar above.',
  estimateLabel: 'Your estimate',
  estimateTitle: 'Your estimate is attached to this request',
  estimateLocked: 'Pricing locked until {date}. The request form starts filled from this estimate.',
  success: BOOKING_SUCCESS_MESSAGE,
  slotsFailure: SLOTS_FAILURE_MESSAGE,
}

export type ScheduleCopy = typeof scheduleCopy
