import { company } from '~/content/business'
import type { BookingRequest, InstallationSlot } from '~/db/schema'
import { calendarInvitation } from '~/features/admin/calendar-invitation'
import type { Mail } from '~/features/mail/mailer.server'
import { dateRangeLabel } from '~/features/schedule/calendar'
import {
  customerCancelledMailEs,
  invitationWordsEs,
  moveRequestedMailEs,
} from '~/features/schedule/mails-es.server'

/** The lines every booking mail to the customer carries: their personal page. */
export function bookingLinkLines(link: string): string[] {
  return [
    `Your booking page: ${link}`,
    'There you can see its status, add notes and photos of the floor, ask to move to another block or cancel. Keep the link to yourself; it works until 30 days after the install.',
  ]
}

// Read when a mail is written: the phone and email follow a publish (decision 033).
const sign = () => ['', company.name, company.phone, company.email]

/** The customer's confirmation and the staff notice when the customer cancels from their page. */
export function customerCancelledMails(
  request: BookingRequest,
  slot: InstallationSlot,
  { link, wasConfirmed, staffEmail }: { link: string; wasConfirmed: boolean; staffEmail: string },
): Mail[] {
  const range = dateRangeLabel(slot.startDate, slot.endDate)
  const related = { kind: 'booking', id: request.id }
  // A booking made in Spanish hears back in Spanish; staff read English, told the language (decision 034).
  const spanish = request.language === 'es'
  return [
    {
      to: request.customerEmail,
      ...(spanish
        ? customerCancelledMailEs(request, slot, { link, wasConfirmed })
        : {
            subject: `You cancelled your install block: ${range}`,
            text: [
              `Hello ${request.customerName},`,
              '',
              `You cancelled your install block ${range} at ${request.projectAddress}. The block is open again and our team has been told.${wasConfirmed ? ' The calendar invite is withdrawn.' : ''}`,
              `To book again, choose a block at /schedule or call us at ${company.phone}.`,
              '',
              ...bookingLinkLines(link),
              ...sign(),
            ].join('\n'),
          }),
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
                words: spanish ? invitationWordsEs(slot.startDate, slot.endDate) : undefined,
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
        ...(spanish
          ? ['Written in Spanish: the customer booked in Spanish; their mails are in Spanish.']
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
  const spanish = request.language === 'es'
  return [
    {
      to: request.customerEmail,
      ...(spanish
        ? moveRequestedMailEs(request, from.slot, slot, { link })
        : {
            subject: `Your request to move your install: ${newRange}`,
            text: [
              `Hello ${request.customerName},`,
              '',
              `We got your request to move your install from ${oldRange} to ${newRange}. We will confirm or decline it soon; ${oldRange} stays held for you until we do.`,
              '',
              ...bookingLinkLines(link),
              ...sign(),
            ].join('\n'),
          }),
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
        ...(spanish
          ? ['Written in Spanish: the customer booked in Spanish; their mails are in Spanish.']
          : []),
        `Reference: ${request.id} (replaces ${from.request.id})`,
      ].join('\n'),
      related,
    },
  ]
}
