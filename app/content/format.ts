/**
 * How a figure is written, one way everywhere: pages, the quote PDF, mails and the chat
 * (decision 031). It lives in content/ because the copy here is built from the business's figures
 * and may import nothing from features/; every feature imports it from here.
 */

// Relative, as the rest of content/: some of it is loaded without Vite's `~/` alias.
import { numberFormat } from '../i18n/intl-formats'

/**
 * How many cents a dollar amount shows. Each place keeps the shape it has always shown:
 * - `'never'` (the default): whole dollars, rounded. 12994 → "$12,994"
 * - `'always'`: two decimals. 6.75 → "$6.75", 9.5 → "$9.50"
 * - `'when-any'`: cents only when they show. 2500 → "$2,500", 2512.5 → "$2,512.50", 9.5 → "$9.50"
 */
export type Cents = 'never' | 'always' | 'when-any'

const wholeDollars = numberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})
const withCents = numberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
})

/** US dollars: 12994 → "$12,994"; `cents` picks the shape. */
export function usd(amount: number, { cents = 'never' }: { cents?: Cents } = {}): string {
  switch (cents) {
    case 'never':
      return wholeDollars.format(amount)
    case 'always':
      return withCents.format(amount)
    case 'when-any': {
      const s = withCents.format(amount)
      return s.endsWith('.00') ? s.slice(0, -3) : s
    }
  }
}

/** Thousands of dollars, for chart axes and tier thresholds: 25000 → "$25K". */
export function usdThousands(amount: number): string {
  return `$${amount / 1000}K`
}

/** A range of whole dollars as the estimate, the PDF and the tests read it: "$12,994 – $18,288". */
export function usdRange(min: number, max: number): string {
  return `${usd(min)} – ${usd(max)}`
}

/** A rate as a whole percentage: 0.15 → "15%". */
export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`
}

/** A whole number with thousands grouped: 1476 → "1,476". By hand, so server and browser agree. */
export function count(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A count and its noun: 1 article, 1,476 articles. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`
}

/** An area: 1250 → "1,250 sq ft". */
export function sqft(area: number): string {
  return `${count(area)} sq ft`
}

/** A price factor: 1.4 → "×1.40". */
export function multiplier(factor: number): string {
  return `×${factor.toFixed(2)}`
}

/**
 * Words in address form, for keys and slugs: lower case, accents dropped ("Lucía" → "lucia", not
 * "luci-a": Spanish names are common here, decision 034), anything else a hyphen, at most `max` long.
 */
export function addressForm(text: string, max: number): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}

/**
 * Dollars and rates in a language's own writing (decision 039), for pages worded from a catalog: the
 * same shapes as `usd` and `percent`, by `Intl` in the language's locale.
 */
export function usdIn(intl: string, amount: number): string {
  return numberFormat(intl, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount)
}

export function percentIn(intl: string, rate: number): string {
  return numberFormat(intl, { style: 'percent', maximumFractionDigits: 0 }).format(rate)
}
