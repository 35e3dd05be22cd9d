import { createEvent } from 'ics'
import { company } from '~/content/business'

export type InviteInput = {
  bookingId: string
  customerName: string
  customerEmail: string
  projectAddress: string
  /** The block's first and last day (inclusive), yyyy-MM-dd. */
  startDate: string
  endDate: string
  method: 'REQUEST' | 'CANCEL'
}

/** The same UID for every version of a booking's invite, so a cancellation replaces the confirmation. */
export function inviteUid(bookingId: string) {
  return `booking-${bookingId}@refinedresin.example`
}

const dateParts = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split('-').map(Number)
  return [y, m, d]
}

/** The day after `iso`, since an all-day DTEND is exclusive. */
export function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/**
 * The calendar invite for an install block: all-day over the block's days.
 * A cancellation carries METHOD:CANCEL and a higher SEQUENCE than the confirmation.
 */
export function installInvite(input: InviteInput): string {
  const result = createEvent({
    productId: 'refinedresin/staff-console',
    method: input.method,
    uid: inviteUid(input.bookingId),
    sequence: input.method === 'CANCEL' ? 1 : 0,
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    title: `${company.name} floor installation`,
    description: `Your ${company.name} installation block, ${input.startDate} to ${input.endDate}. Questions: ${company.phone}.`,
    location: input.projectAddress,
    start: dateParts(input.startDate),
    end: dateParts(nextDay(input.endDate)),
    organizer: { name: company.name, email: company.email },
    attendees: [{ name: input.customerName, email: input.customerEmail, rsvp: input.method === 'REQUEST' }],
  })
  if (result.error || !result.value) throw result.error ?? new Error('Could not build the invite')
  return result.value
}
