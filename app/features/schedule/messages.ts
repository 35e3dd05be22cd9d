/** The visitor-facing outcomes of a booking, exact as the spec words them. */
export const BOOKING_SUCCESS_MESSAGE =
  "Booking request submitted successfully! We'll contact you within 24 hours."
export const BOOKING_FAILURE_MESSAGE = 'Failed to submit booking request. Please try again.'
export const SLOTS_FAILURE_MESSAGE = 'Failed to load available slots'
/** What a visitor is told when the block went to someone else first. */
export const BLOCK_TAKEN_MESSAGE = 'That block was just requested. Please choose another.'
