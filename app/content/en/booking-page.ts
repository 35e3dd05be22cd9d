/**
 * The customer's booking page (/booking/:token) in English (decision 039): ICU messages its loader
 * formats with the business's figures (`bookingPageWords`). `{name}`, `{to}`, `{from}`, `{status}`,
 * `{summary}`, `{date}` and `{n}` stay marks the page fills with the booking's own facts. Every
 * language's catalog has this shape (app/content/es/booking-page.ts).
 */
export const bookingPage = {
  title: 'Your install booking',
  documentTitle: 'Your install booking | {company}',
  validFor:
    'This page is yours: anyone with its link can see and change this booking, so keep the link to yourself. It works until {linkDays} days after the install.',
  statusLabels: {
    pending: 'Requested — waiting for our confirmation',
    confirmed: 'Confirmed',
    declined: 'Declined',
    cancelled: 'Cancelled',
  },
  next: {
    pending: [
      'We call or email you within {hours} hours to confirm the block and talk through your floor.',
      'Once we confirm, the block is booked for you and the calendar invite arrives by email.',
      'Until then the block is held for you; nobody else can request it.',
    ],
    confirmed: [
      'The block is booked for you. Clear the space before the first day and keep vehicles off it for 72 hours after we finish.',
      'We call you before the first day to go over preparation. Questions any time: {phone}.',
    ],
    declined: [
      'We could not take this block. Choose another at {schedule} or call {phone} and we will find a date together.',
    ],
    cancelled: [
      'This booking is cancelled and its block is open again. To book again, choose a block at {schedule} or call {phone}.',
    ],
  },
  addTitle: 'Add notes and photos',
  addIntro:
    'Anything we should know before the install: the floor’s condition, cracks, stains, what is stored there.',
  moveTitle: 'Move to another block',
  moveIntro:
    'Ask for another available block. We confirm or decline it like any request; your current block stays held until we do.',
  cancelTitle: 'Cancel this booking',
  cancelIntro: 'The block opens again for others and our team is told at once.',
  cancelConfirm: 'Yes, I want to cancel this booking',
  messages: {
    added: 'Thank you. We added that to your booking.',
    cancelled: 'Your booking is cancelled. We have emailed you a confirmation and told our team.',
    moveRequested:
      'We got your request to move. We will confirm or decline it soon; your current block stays held until then.',
  },
  hello: 'Hello {name}.',
  installBlock: 'Install block',
  blockDays: '({days, plural, one {# day} other {# days}})',
  address: 'Address',
  project: 'Project',
  estimate: 'Estimate',
  estimateLocked: '{summary} (price locked until {date})',
  noEstimate: 'No online estimate came with this request; we quote after seeing the floor.',
  moveRequest: 'Move request',
  movePending: 'You asked to move to {to}. We will confirm or decline it; {from} stays held until then.',
  moveDeclined: 'We could not move you to {to}; your block stays {from}.',
  moveDone: 'Your move to {to} was {status}.',
  moveStatuses: { pending: 'pending', confirmed: 'confirmed', declined: 'declined', cancelled: 'cancelled' },
  photosSent: 'Photos sent',
  whatNext: 'What happens next',
  started: 'Your install has started, so changes go through our crew: call {phone}.',
  yourNotes: 'Your notes',
  note: 'Note',
  notesFull: 'This booking holds the most notes it can ({max}). Call us at {phone} to tell us more.',
  photosRoom: 'Photos (room for {n} more)',
  photosFull: 'This booking holds the most photos it can ({photos}).',
  sending: 'Sending...',
  send: 'Send to our team',
  anotherBlock: 'Another available block',
  chooseBlock: 'Choose a block',
  askMove: 'Ask to move',
  noOpen: 'No other block is open right now. Call {phone}.',
  cancelling: 'Cancelling...',
  cancel: 'Cancel my booking',
}

export type BookingPageCopy = typeof bookingPage
