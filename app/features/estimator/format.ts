const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** Whole dollars: 12994 → "$12,994". */
export function usd(amount: number): string {
  return dollars.format(amount)
}

/** The estimate's range as the page, the PDF and the tests read it: "$12,994 – $18,288". */
export function rangeText(min: number, max: number): string {
  return `${usd(min)} – ${usd(max)}`
}

/** 1.4 → "×1.40". */
export function multiplierText(factor: number): string {
  return `×${factor.toFixed(2)}`
}

export function sqftText(sqft: number): string {
  return `${sqft.toLocaleString('en-US')} sq ft`
}
