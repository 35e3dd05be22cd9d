import { createEvent } from 'ics'
import { company } from '~/content/business'
import { addDays } from '~/features/schedule/calendar'

/**
 * The calendar invitation a customer receives for their install block (an iCalendar file), not to be
 * confused with a staff member's invitation to the console (`invites.server.ts`).
 */
export type CalendarInvitationInput = {
  bookingId: string
  customerName: string
  customerEmail: string
  projectAddress: string
  /** The block's first and last day (inclusive), yyyy-MM-dd. */
  startDate: string
  endDate: string
  method: 'REQUEST' | 'CANCEL'
  /** The event's title and description in the customer's language; English when not given (decision 034). */
  words?: { title: string; description: string }
}

/** The same UID for every version of a booking's invitation, so a cancellation replaces the confirmation. */
function calendarInvitationUid(bookingId: string) {
  return `booking-${bookingId}@refinedresin.example`
}

/** An all-day event's date as the ics package takes it: '2026-05-01' → [2026, 5, 1]. */
export function icsDate(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number)
  return [y, m, d]
}

/** The exclusive end of an all-day event over a block: the day after its last day. */
export function icsEndDate(lastDay: string): [number, number, number] {
  return icsDate(addDays(lastDay, 1))
}

/**
 * The calendar invitation for an install block: all-day over the block's days.
 * A cancellation carries METHOD:CANCEL and a higher SEQUENCE than the confirmation.
 */
export function calendarInvitation(input: CalendarInvitationInput): string {
  const result = createEvent({
    productId: 'refinedresin/staff-console',
    method: input.method,
    uid: calendarInvitationUid(input.bookingId),
    sequence: input.method === 'CANCEL' ? 1 : 0,
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    title: input.words?.title ?? `${company.name} floor installation`,
    description:
      input.words?.description ??
      `Your ${company.name} installation block, ${input.startDate} to ${input.endDate}. Questions: ${company.phone}.`,
    location: input.projectAddress,
    start: icsDate(input.startDate),
    end: icsEndDate(input.endDate),
    organizer: { name: company.name, email: company.email },
    attendees: [{ name: input.customerName, email: input.customerEmail, rsvp: input.method === 'REQUEST' }],
  })
  if (result.error || !result.value) throw result.error ?? new Error('Could not build the invite')
  return result.value
}
