import { booking, businessTimeZone, estimator } from '~/content/business'
import { contactEs } from '~/content/es/contact'
import { estimatorEs } from '~/content/es/estimator'
import { bookingErrorPatternsEs, bookingErrorsEs } from '~/content/es/form-errors'
import { sqftEs, usdEs } from '~/content/es/format'
import { bookingFormEs, scheduleEs } from '~/content/es/schedule'
import { formatCopy, formatMessage } from '~/i18n/format-copy.server'
import type { DateNames } from './dates'
import type { EstimateRecord } from './handoff'

/** The names `Intl` gives in es-US, on Atlanta's calendar (decision 034): noon UTC is the same day there. */
function spanishDateNames(): DateNames {
  const names = (options: Intl.DateTimeFormatOptions, dates: Date[]) => {
    const format = new Intl.DateTimeFormat('es-US', { timeZone: businessTimeZone, ...options })
    return dates.map((d) => format.format(d).replace(/\.$/, ''))
  }
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 15, 12)))
  // 2026-01-04 is a Sunday: index 0 as Date#getUTCDay counts.
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 0, 4 + i, 12)))
  return {
    months: names({ month: 'long' }, months),
    monthsShort: names({ month: 'short' }, months),
    days: names({ weekday: 'long' }, days),
    daysShort: names({ weekday: 'short' }, days),
  }
}

const dateNamesEs = spanishDateNames()
/** A booking message the schema or the service wrote, in Spanish; one with no Spanish stays as written. */
export function bookingErrorEs(message: string): string {
  const exact = bookingErrorsEs[message]
  if (exact) return exact
  for (const { en, es } of bookingErrorPatternsEs) {
    const match = en.exec(message)
    if (match) {
      const values = Object.fromEntries(
        match.slice(1).map((v, i) => [String(i), /^[\d,]+$/.test(v) ? Number(v.replace(/,/g, '')) : v]),
      )
      return formatMessage('es', es, values)
    }
  }
  return message
}

/** Every message of a field-errors map in Spanish. */
export function fieldErrorsEs<T extends Record<string, string[] | null | undefined>>(errors: T): T {
  return Object.fromEntries(
    Object.entries(errors).map(([k, list]) => [k, list ? list.map(bookingErrorEs) : list]),
  ) as T
}

// The estimator's own Spanish names, so the booking says what the estimate said.
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value

/** 'Garaje · 400 pies² · Cobre metálico · $3,510–$4,940': the estimate as a Spanish booking writes it. */
export function describeEstimateEs(record: EstimateRecord): string {
  const { inputs } = record
  return [
    labelOf(estimatorEs.spaceOptions, inputs.space),
    sqftEs(inputs.sqft),
    labelOf(estimatorEs.finishOptions, inputs.finish),
    inputs.timeline ? labelOf(estimatorEs.timelineOptions, inputs.timeline) : null,
    `${usdEs(record.minTotal)}–${usdEs(record.maxTotal)}`,
  ]
    .filter(Boolean)
    .join(' · ')
}

const figures = {
  days: booking.blockDays,
  hours: booking.contactWithinHours,
  min: booking.minProjectSqft,
  // The browser fills these: they pass through as marks.
  month: '{month}',
  range: '{range}',
  status: '{status}',
  date: '{date}',
}

/** The /es/schedule page's words, the form's, its messages and the names its dates are written with. */
export function schedulePageEs() {
  return {
    ...formatCopy('es', scheduleEs, figures),
    form: formatCopy('es', bookingFormEs, figures),
    photos: contactEs.photos,
    honeypot: contactEs.honeypot,
    errors: Object.fromEntries(
      [
        ...Object.keys(bookingErrorsEs),
        ...[120, 254, 300, 40, 2000].map((n) => `Keep this under ${n} characters`),
        `Square footage must be at least ${booking.minProjectSqft}`,
        'Square footage must be at most 1,000,000',
        `Square footage must be at least ${estimator.sqft.min}`,
        `Square footage must be at most ${estimator.sqft.max}`,
      ].map((m) => [m, bookingErrorEs(m)]),
    ),
    dateNames: dateNamesEs,
  }
}
