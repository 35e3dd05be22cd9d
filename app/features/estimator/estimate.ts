import { estimator } from '~/content/business'
import type { EstimateRequest } from './schema'

export type EstimateResult = {
  materialAndPrep: number
  labor: number
  finishMultiplier: number
  total: number
  minTotal: number
  maxTotal: number
  estimatedDays: number
}

/**
 * Whole dollars, half up. Products of decimal rates land a hair off in binary
 * (21,424.5 is computed as 21,424.4999…), so snap to a micro-dollar first.
 */
export function dollars(amount: number): number {
  return Math.round(Math.round(amount * 1e6) / 1e6)
}

/**
 * The figures an estimate reads. The live `estimator` by default; the console's price-book preview
 * passes a draft instead (decision 033), so trying new rates never touches what visitors see.
 */
export type EstimateRates = Pick<
  typeof estimator,
  | 'baseRateLow'
  | 'baseRateHigh'
  | 'materialShare'
  | 'laborShare'
  | 'spaceFactors'
  | 'finishMultipliers'
  | 'dayThresholds'
  | 'maxDays'
>

/** Install days for a floor of `sqft`. */
export function estimatedDays(sqft: number, rates: EstimateRates = estimator): number {
  return rates.dayThresholds.find((t) => sqft < t.below)?.days ?? rates.maxDays
}

/**
 * The instant estimate. The base-rate amount is sqft × the midpoint
 * of the low and high rates, so Material & Prep (40%) plus Labor (60%), times
 * the space and finish factors, equal the total, the midpoint of min and max.
 * Everything is computed exactly and rounded to whole dollars only at the end.
 */
export function estimate(
  input: Pick<EstimateRequest, 'spaceType' | 'squareFootage' | 'finishStyle'> & Partial<EstimateRequest>,
  rates: EstimateRates = estimator,
): EstimateResult {
  const space = rates.spaceFactors[input.spaceType]
  const finish = rates.finishMultipliers[input.finishStyle]
  const sqft = input.squareFootage
  const factor = space * finish
  const min = sqft * rates.baseRateLow * factor
  const max = sqft * rates.baseRateHigh * factor
  const base = (sqft * (rates.baseRateLow + rates.baseRateHigh)) / 2
  return {
    materialAndPrep: dollars(base * rates.materialShare * factor),
    labor: dollars(base * rates.laborShare * factor),
    finishMultiplier: finish,
    total: dollars((min + max) / 2),
    minTotal: dollars(min),
    maxTotal: dollars(max),
    estimatedDays: estimatedDays(sqft, rates),
  }
}
