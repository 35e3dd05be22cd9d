// Relative, as the rest of content/: some of it is loaded without Vite's `~/` alias.
import { locales } from '../../i18n/lang'

/**
 * Figures as Spanish pages write them, from the same live facts the English pages show (decision 034).
 * Server-only like the rest of `es/`: the loaders pass the finished strings to the page.
 */
const wholeDollars = new Intl.NumberFormat(locales.es, {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})
const wholePercent = new Intl.NumberFormat(locales.es, { style: 'percent', maximumFractionDigits: 0 })

/** 199 → "$199" */
export function usdEs(amount: number): string {
  return wholeDollars.format(amount)
}

/** 0.2 → "20%" (es-US, unlike es-ES, writes no space before the sign). */
export function percentEs(rate: number): string {
  return wholePercent.format(rate)
}
