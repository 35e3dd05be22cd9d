import { booking, company } from '~/content/business'
import { bookingPageEs, bookingPageUiEs } from '~/content/es/booking-page'
import { contactPage } from '~/features/leads/contact-page.server'
import { formatCopy } from '~/i18n/format-copy.server'
import type { BookingPageWordsEs } from './booking-page-view'

/** The booking page's words for a Spanish booking, with the current facts (decisions 033, 034). */
export function bookingPageWordsEs(): BookingPageWordsEs {
  const keep = {
    name: '{name}',
    to: '{to}',
    from: '{from}',
    status: '{status}',
    summary: '{summary}',
    date: '{date}',
    n: '{n}',
    max: '{max}',
  }
  const facts = { hours: booking.contactWithinHours, days: booking.blockDays, phone: company.phone, ...keep }
  return {
    copy: formatCopy('es', bookingPageEs, facts),
    ui: formatCopy('es', bookingPageUiEs, { ...facts, phone: '{phone}' }),
    photosHint: contactPage('es').photos.hint,
  }
}
