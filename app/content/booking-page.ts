import { booking, company } from './business'
import { live } from './live'

/** The customer's booking page: its words, as data. */
export const bookingPageCopy = live(
  () =>
    ({
      title: 'Your install booking',
      validFor:
        'This page is yours: anyone with its link can see and change this booking, so keep the link to yourself. It works until 30 days after the install.',
      statusLabels: {
        pending: 'Requested — waiting for our confirmation',
        confirmed: 'Confirmed',
        declined: 'Declined',
        cancelled: 'Cancelled',
      },
      next: {
        pending: [
          `We call or email you within ${booking.contactWithinHours} hours to confirm the block and talk through your floor.`,
          'Once we confirm, the block is booked for you and the calendar invite arrives by email.',
          'Until then the block is held for you; nobody else can request it.',
        ],
        confirmed: [
          'The block is booked for you. Clear the space before the first day and keep vehicles off it for 72 hours after we finish.',
          `We call you before the first day to go over preparation. Questions any time: ${company.phone}.`,
        ],
        declined: [
          `We could not take this block. Choose another at /schedule or call ${company.phone} and we will find a date together.`,
        ],
        cancelled: [
          `This booking is cancelled and its block is open again. To book again, choose a block at /schedule or call ${company.phone}.`,
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
    }) as const,
)
