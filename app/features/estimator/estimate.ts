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

/** Install days for a floor of `sqft`. */
export function estimatedDays(sqft: number): number {
  return estimator.dayThresholds.find((t) => sqft < t.below)?.days ?? estimator.maxDays
}

/**
 * The instant estimate. The base-rate amount is sqft × the midpoint
 * of the low and high rates, so Material & Prep (40%) plus Labor (60%), times
 * the space and finish factors, equal the total, the midpoint of min and max.
 * Everything is computed exactly and rounded to whole dollars only at the end.
 */
export function estimate(
  input: Pick<EstimateRequest, 'spaceType' | 'squareFootage' | 'finishStyle'> & Partial<EstimateRequest>,
): EstimateResult {
  const space = estimator.spaceFactors[input.spaceType]
  const finish = estimator.finishMultipliers[input.finishStyle]
  const sqft = input.squareFootage
  const factor = space * finish
  const min = sqft * estimator.baseRateLow * factor
  const max = sqft * estimator.baseRateHigh * factor
  const base = (sqft * (estimator.baseRateLow + estimator.baseRateHigh)) / 2
  return {
    materialAndPrep: dollars(base * estimator.materialShare * factor),
    labor: dollars(base * estimator.laborShare * factor),
    finishMultiplier: finish,
    total: dollars((min + max) / 2),
    minTotal: dollars(min),
    maxTotal: dollars(max),
    estimatedDays: estimatedDays(sqft),
  }
}
