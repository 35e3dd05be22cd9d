import { booking } from '~/content/business'
import { BLOCK_TAKEN_MESSAGE, BOOKING_FAILURE_MESSAGE } from './messages'
import { preferredFinishLabels, projectTypeLabels } from './options'

/**
 * The booking request form's words, in the form's own chunk so the calendar's first view carries
 * none of them; the Spanish twin is `bookingFormEs` in app/content/es/schedule.ts (decision 034).
 */
export const bookingFormCopy = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone (optional)',
  size: 'Square footage',
  sizeHint: `Minimum ${booking.minProjectSqft} sq ft`,
  address: 'Project address',
  projectType: 'Project type',
  projectTypes: projectTypeLabels,
  finish: 'Preferred finish (optional)',
  noPreference: 'No preference yet',
  finishes: preferredFinishLabels,
  notes: 'Notes (optional)',
  submitting: 'Submitting...',
  failure: BOOKING_FAILURE_MESSAGE,
  taken: BLOCK_TAKEN_MESSAGE,
}

export type BookingFormCopy = typeof bookingFormCopy
