import type { BookingRequest, InstallationSlot } from '~/db/schema'
import { calendarInvitation } from '~/features/admin/calendar-invitation'
import type { Mail } from '~/features/mail/mailer.server'
import { dateRangeLabel } from '~/features/schedule/calendar'
import {
  customerCancelledMail,
  invitationWords,
  moveRequestedMail,
} from '~/features/schedule/customer-mails.server'
import { languageForStaff } from '~/i18n/staff-names'

/** The customer's confirmation and the staff notice when the customer cancels from their page. */
export function customerCancelledMails(
  request: BookingRequest,
  slot: InstallationSlot,
  { link, wasConfirmed, staffEmail }: { link: string; wasConfirmed: boolean; staffEmail: string },
): Mail[] {
  const range = dateRangeLabel(slot.startDate, slot.endDate)
  const related = { kind: 'booking', id: request.id }
  // The customer hears back in the language they booked in; staff read English, told the language
  // (decisions 034, 039).
  const lang = request.language
  const writtenIn = languageForStaff(lang)
  return [
    {
      to: request.customerEmail,
      ...customerCancelledMail(lang, request, slot, { link, wasConfirmed }),
      attachments: wasConfirmed
        ? [
            {
              filename: 'installation.ics',
              contentType: 'text/calendar; charset=utf-8; method=CANCEL',
              content: calendarInvitation({
                bookingId: request.id,
                customerName: request.customerName,
                customerEmail: request.customerEmail,
                projectAddress: request.projectAddress,
                startDate: slot.startDate,
                endDate: slot.endDate,
                method: 'CANCEL',
                words: invitationWords(lang, slot.startDate, slot.endDate),
              }),
            },
          ]
        : [],
      related,
    },
    {
      to: staffEmail,
      subject: `Booking cancelled by the customer: ${range}`,
      text: [
        `${request.customerName} cancelled their ${wasConfirmed ? 'confirmed' : 'requested'} install block ${range} from their booking page.`,
        '',
        `Address: ${request.projectAddress}`,
        `Email: ${request.customerEmail}`,
        `Phone: ${request.customerPhone ?? '—'}`,
        '',
        'The block is open again.',
        ...(writtenIn
          ? [`Written in ${writtenIn}: the customer booked in ${writtenIn}; their mails are in ${writtenIn}.`]
          : []),
        `Reference: ${request.id}`,
      ].join('\n'),
      related,
    },
  ]
}

/** The customer's acknowledgement and the staff notice for a request to move to another block. */
export function moveRequestedMails(
  from: { request: BookingRequest; slot: InstallationSlot },
  request: BookingRequest,
  slot: InstallationSlot,
  { link, staffEmail }: { link: string; staffEmail: string },
): Mail[] {
  const oldRange = dateRangeLabel(from.slot.startDate, from.slot.endDate)
  const newRange = dateRangeLabel(slot.startDate, slot.endDate)
  const related = { kind: 'booking', id: request.id }
  const lang = request.language
  const writtenIn = languageForStaff(lang)
  return [
    {
      to: request.customerEmail,
      ...moveRequestedMail(lang, request, from.slot, slot, { link }),
      related,
    },
    {
      to: staffEmail,
      subject: `Move request: ${oldRange} to ${newRange}`,
      text: [
        `${request.customerName} asks to move their install from ${oldRange} (${from.request.status}) to ${newRange}.`,
        '',
        `Address: ${request.projectAddress}`,
        `Email: ${request.customerEmail}`,
        `Phone: ${request.customerPhone ?? '—'}`,
        '',
        `Confirm or decline the new request in the console. ${newRange} is on hold; ${oldRange} stays held until you decide, and confirming the move frees it.`,
        ...(writtenIn
          ? [`Written in ${writtenIn}: the customer booked in ${writtenIn}; their mails are in ${writtenIn}.`]
          : []),
        `Reference: ${request.id} (replaces ${from.request.id})`,
      ].join('\n'),
      related,
    },
  ]
}
