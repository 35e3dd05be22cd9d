import { partners } from '~/content/business'

/** Reads a typed number; empty, negative or non-numeric input is null (shown as $0 with a hint). */
export function parseAmount(input: string): number | null {
  const cleaned = input.replace(/[$,\s]/g, '')
  if (cleaned === '') return null
  const n = Number(cleaned)
  return Number.isFinite(n) && n >= 0 ? n : null
}

/** Earnings = projects × average value × the referral rate, or null when it cannot be computed. */
export function referralEarnings(
  projects: string,
  averageValue: string,
  rate: number = partners.referralCommissionRate,
): number | null {
  const p = parseAmount(projects)
  const v = parseAmount(averageValue)
  if (p == null || v == null) return null
  const earnings = p * v * rate
  return Number.isFinite(earnings) ? earnings : null
}
