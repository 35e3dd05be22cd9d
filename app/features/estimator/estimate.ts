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

/** Install days for a floor of `sqft` (spec §9 thresholds). */
export function estimatedDays(sqft: number): number {
  return estimator.dayThresholds.find((t) => sqft < t.below)?.days ?? estimator.maxDays
}

/**
 * The instant estimate (spec §9). The base-rate amount is sqft × the midpoint
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
    materialAndPrep: Math.round(base * estimator.materialShare * factor),
    labor: Math.round(base * estimator.laborShare * factor),
    finishMultiplier: finish,
    total: Math.round((min + max) / 2),
    minTotal: Math.round(min),
    maxTotal: Math.round(max),
    estimatedDays: estimatedDays(sqft),
  }
}
