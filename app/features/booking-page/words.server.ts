import { booking, company } from '~/content/business'
import type { BookingPageCopy } from '~/content/en/booking-page'
import { photoLimits } from '~/features/photos/limits'
import { photoFieldWords } from '~/features/photos/words.server'
import { catalogs } from '~/i18n/catalogs.server'
import { type Formatted, formatCopy } from '~/i18n/format-copy.server'
import { type Lang, pathIn } from '~/i18n/lang'
import { LINK_VALID_DAYS_AFTER_INSTALL } from './booking-page.server'

/** The booking page's words in one language, as its loader sends them (decision 039). */
export type BookingPageWords = Formatted<BookingPageCopy> & { photosHint: string }

/**
 * The customer's booking page in its own language and no other (decision 039), formatted with the
 * business's current facts (decision 033); `{name}`, `{to}`, `{from}`, `{status}`, `{summary}`, `{date}`
 * and `{n}` stay marks the page fills with the booking's own.
 */
export function bookingPageWords(lang: Lang): BookingPageWords {
  const values = {
    company: company.name,
    hours: booking.contactWithinHours,
    days: booking.blockDays,
    phone: company.phone,
    max: booking.customerNotesMax,
    photos: photoLimits.maxPhotos,
    linkDays: LINK_VALID_DAYS_AFTER_INSTALL,
    schedule: pathIn(lang, '/schedule'),
    // The page fills these with the booking's own facts.
    name: '{name}',
    to: '{to}',
    from: '{from}',
    status: '{status}',
    summary: '{summary}',
    date: '{date}',
    n: '{n}',
  }
  return { ...formatCopy(lang, catalogs[lang].bookingPage, values), photosHint: photoFieldWords(lang).hint }
}
