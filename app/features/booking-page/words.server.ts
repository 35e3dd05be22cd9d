import { booking, company } from '~/content/business'
import { bookingPageEs, bookingPageUiEs } from '~/content/es/booking-page'
import { contactPage } from '~/features/leads/contact-page.server'
import { formatCopy } from '~/i18n/format-copy.server'
import type { Lang } from '~/i18n/lang'
import type { BookingPageWordsEs } from './booking-page-view'

/** The booking page's words in Spanish, with the current facts (decisions 033, 034). */
function spanishWords(): BookingPageWordsEs {
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

/**
 * The booking page's words in the language the customer booked in, formatted by the loader, or null
 * where the view's own words are the language's: English ships with the view, so the page needs no
 * copy of it in its data (decision 039).
 */
const wordsOf: Partial<Record<Lang, () => BookingPageWordsEs>> = { es: spanishWords }

export function bookingPageWords(lang: Lang): BookingPageWordsEs | null {
  return wordsOf[lang]?.() ?? null
}
