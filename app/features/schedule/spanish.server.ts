import { booking, businessTimeZone } from '~/content/business'
import { estimatorEs } from '~/content/es/estimator'
import { sqftEs, usdEs } from '~/content/es/format'
import { bookingFormEs, scheduleEs } from '~/content/es/schedule'
import { contactPage } from '~/features/leads/contact-page.server'
import { formatCopy } from '~/i18n/format-copy.server'
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
    photos: contactPage('es').photos,
    honeypot: contactPage('es').honeypot,
    dateNames: dateNamesEs,
  }
}
