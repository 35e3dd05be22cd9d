import { createEvents, type EventAttributes } from 'ics'
import { company } from '~/content/business'
import { sqft } from '~/content/format'
import { icsDate, icsEndDate } from './calendar-invitation'

export type FeedInstall = {
  bookingId: string
  customerName: string
  customerPhone: string | null
  customerEmail: string
  projectAddress: string
  projectSize: number
  projectType: string
  startDate: string
  endDate: string
  location: string | null
}

const PRODUCT_ID = 'refinedresin/crew-calendar'
const feedName = `${company.name} installs`

/**
 * The crew's calendar: one all-day event per confirmed install,
 * over the block's days, with the address and the customer's phone. A
 * cancelled install is simply absent, so a subscribed phone drops it at its
 * next refresh. The UID is stable per booking, so a moved date updates the event.
 */
export function installFeed(installs: readonly FeedInstall[], consoleOrigin: string): string {
  if (!installs.length) {
    // ics refuses an empty list; an empty calendar is still a valid feed.
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      `PRODID:${PRODUCT_ID}`,
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${feedName}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n')
  }
  const events: EventAttributes[] = installs.map((i) => ({
    uid: `install-${i.bookingId}@refinedresin.example`,
    title: `Install: ${i.customerName} (${sqft(i.projectSize)} ${i.projectType})`,
    start: icsDate(i.startDate),
    end: icsEndDate(i.endDate),
    location: i.projectAddress,
    description: [
      `Customer: ${i.customerName}`,
      `Phone: ${i.customerPhone ?? 'none given'}`,
      `Email: ${i.customerEmail}`,
      `Address: ${i.projectAddress}`,
      i.location ? `Crew: ${i.location}` : null,
      `Console: ${consoleOrigin}/admin/leads/booking/${i.bookingId}`,
    ]
      .filter(Boolean)
      .join('\n'),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  }))
  const result = createEvents(events, { productId: PRODUCT_ID, method: 'PUBLISH', calName: feedName })
  if (result.error || !result.value) throw result.error ?? new Error('Could not build the calendar feed')
  return result.value
}
