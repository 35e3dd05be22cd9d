import { booking } from '~/content/business'
import type { ScheduleCopy } from '~/content/en/schedule'
import { photoFieldWords } from '~/features/photos/words.server'
import { catalogs } from '~/i18n/catalogs.server'
import { type Formatted, formatCopy, formatMessage } from '~/i18n/format-copy.server'
import { numberFormat } from '~/i18n/intl-formats'
import { intlOf, type Lang, localeOf, pathIn } from '~/i18n/lang'
import type { CalendarWords } from './dates'
import { calendarWordsIn } from './dates.server'

/** The schedule page's words in one language, as its loader sends them (decision 039). */
export type SchedulePageWords = {
  lang: Lang
  page: { title: string; description: string; headline: string }
  text: Formatted<Omit<ScheduleCopy, 'page' | 'form' | 'estimateRange'>> & { success: string }
  form: Formatted<ScheduleCopy['form']> & {
    photos: { label: string; hint: string }
    honeypot: string
    /** The request could not be sent; the block went to someone else first. */
    failure: string
    taken: string
    /** The `Content-Language` the dialog's request names, so the API answers and stores it in it. */
    contentLanguage: string
  }
  dates: CalendarWords
  paths: { schedule: string; contact: string }
}

/**
 * The schedule page's words in its own language and no other (decision 039), formatted with the
 * business's figures; `{month}`, `{range}`, `{status}` and `{date}` stay marks the browser fills. The
 * request's outcomes are the booking service's own words (`refusals.bookingService`), as the API
 * answers them.
 */
export function schedulePageWords(lang: Lang): SchedulePageWords {
  const { page, form, estimateRange: _range, ...text } = catalogs[lang].schedule
  const { contact, refusals } = catalogs[lang]
  const values = {
    days: booking.blockDays,
    hours: booking.contactWithinHours,
    min: numberFormat(intlOf(lang)).format(booking.minProjectSqft),
    // The browser fills these: they pass through as marks.
    month: '{month}',
    range: '{range}',
    status: '{status}',
    date: '{date}',
  }
  return {
    lang,
    page: formatCopy(lang, page, values),
    text: {
      ...formatCopy(lang, text, values),
      success: formatMessage(lang, refusals.bookingService.submitted, values),
    },
    form: {
      ...formatCopy(lang, form, values),
      photos: photoFieldWords(lang),
      honeypot: formatMessage(lang, contact.honeypot),
      failure: formatMessage(lang, refusals.bookingService.failed),
      taken: formatMessage(lang, refusals.bookingService.blockTaken),
      contentLanguage: localeOf(lang).hreflang,
    },
    dates: calendarWordsIn(lang),
    paths: { schedule: pathIn(lang, '/schedule'), contact: pathIn(lang, '/contact') },
  }
}
