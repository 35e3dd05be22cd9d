// Relative, as the rest of content/: some of it is loaded without Vite's `~/` alias.
import { intlOf } from '../../i18n/locales'

/**
 * Figures and dates as Spanish pages, mails, quotes and Remy write them, from the same live facts the
 * English ones show (decision 034): one formatter of each kind, as app/content/format.ts is for
 * English. es-US groups thousands with a comma and writes cents with a point, as en-US does, so the
 * figures read alike in both languages.
 */
const wholeDollars = new Intl.NumberFormat(intlOf('es'), {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})
const dollarsWithCents = new Intl.NumberFormat(intlOf('es'), {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
})
const wholePercent = new Intl.NumberFormat(intlOf('es'), { style: 'percent', maximumFractionDigits: 0 })
const grouped = new Intl.NumberFormat(intlOf('es'))
// A calendar day written at noon UTC is the same day in Atlanta: these format days, not instants.
const longDate = new Intl.DateTimeFormat(intlOf('es'), { dateStyle: 'long', timeZone: 'UTC' })
const shortDate = new Intl.DateTimeFormat(intlOf('es'), {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** 199 → "$199" */
export function usdEs(amount: number): string {
  return wholeDollars.format(amount)
}

/** 6.75 → "$6.75", 7 → "$7.00": rates per square foot. */
export function usdCentsEs(amount: number): string {
  return dollarsWithCents.format(amount)
}

/** 2512.5 → "$2,512.50", 2700 → "$2,700": cents only when there are any. */
export function usdWhenCentsEs(amount: number): string {
  const s = dollarsWithCents.format(amount)
  return s.endsWith('.00') ? s.slice(0, -3) : s
}

/** 0.2 → "20%" (es-US, unlike es-ES, writes no space before the sign). */
export function percentEs(rate: number): string {
  return wholePercent.format(rate)
}

/** 4200 → "4,200" */
export function numberEs(n: number): string {
  return grouped.format(n)
}

/** 4200 → "4,200 pies²" */
export function sqftEs(n: number): string {
  return `${grouped.format(n)} pies²`
}

/** "2026-11-25" → "25 de noviembre de 2026" */
export function longDateEs(isoDay: string): string {
  return longDate.format(new Date(`${isoDay.slice(0, 10)}T12:00:00Z`))
}

/** "2026-11-25" → "25 nov 2026" */
export function shortDateEs(isoDay: string): string {
  return shortDate.format(new Date(`${isoDay.slice(0, 10)}T12:00:00Z`))
}
