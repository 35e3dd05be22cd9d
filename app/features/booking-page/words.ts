/**
 * The booking page's words around the booking's facts; `{…}` marks are filled when rendered, so the
 * phone and limits follow a publish (decision 033). The Spanish twin is `bookingPageUiEs` in
 * app/content/es/booking-page.ts (decision 034).
 */
export const bookingPageUi = {
  hello: 'Hello {name}.',
  installBlock: 'Install block',
  blockDays: '(3 days)',
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
  photosFull: 'This booking holds the most photos it can (6).',
  sending: 'Sending...',
  send: 'Send to our team',
  anotherBlock: 'Another available block',
  chooseBlock: 'Choose a block',
  askMove: 'Ask to move',
  noOpen: 'No other block is open right now. Call {phone}.',
  cancelling: 'Cancelling...',
  cancel: 'Cancel my booking',
}

export type BookingPageUi = typeof bookingPageUi
