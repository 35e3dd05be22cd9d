/**
 * Money, in one place (decision 041): every amount the deposit flow stores, computes or sends to
 * Stripe is a whole number of US cents. Dollars appear only where a person reads them.
 */

import { numberFormat } from '~/i18n/intl-formats'

/** A whole, non-negative number of cents. */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** Dollars (as the estimate and the console's fields hold them) to cents: 250 → 25000, 19.99 → 1999. */
export function centsOfDollars(dollars: number): number {
  // Rounded at the cent: 19.99 * 100 is 1998.9999999999998 in binary floating point.
  return Math.round(dollars * 100)
}

/** `percent` % of an amount, rounded to the nearest cent (half a cent up). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100)
}

/** An amount as a person reads it in a language's locale: 25000 → "$250.00" (en-US), "250.00 US$" (es-US). */
export function formatCents(cents: number, intl = 'en-US'): string {
  return numberFormat(intl, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)
}
