import { estimator } from '~/content/business'
import { estimate } from '~/features/estimator/estimate'
import { type EstimateInputs, estimateInputsSchema } from './booking-schema'
import { addDays, type IsoDate } from './calendar'
import {
  type PreferredFinish,
  type ProjectType,
  preferredFinishForStyle,
  projectTypeForSpace,
} from './options'

/** What a booking stores about the estimate it came from (booking_requests.estimate). */
export type EstimateRecord = {
  inputs: EstimateInputs
  minTotal: number
  maxTotal: number
  total: number
  estimatedDays: number
  validUntil: IsoDate
}

/**
 * The estimate a visitor arrives with from the estimator
 * (`/schedule?space=…&sqft=…&finish=…&zip=…&timeline=…`), or null. Space, size
 * and finish are needed to price it; a bad zip or timeline is dropped, not fatal.
 */
export function readHandoff(params: URLSearchParams): EstimateInputs | null {
  const raw = {
    space: params.get('space') ?? undefined,
    sqft: params.get('sqft') ?? undefined,
    finish: params.get('finish') ?? undefined,
    zip: params.get('zip') ?? undefined,
    timeline: params.get('timeline') ?? undefined,
  }
  const core = estimateInputsSchema.pick({ space: true, sqft: true, finish: true }).safeParse(raw)
  if (!core.success) return null
  const zip = estimateInputsSchema.shape.zip.safeParse(raw.zip)
  const timeline = estimateInputsSchema.shape.timeline.safeParse(raw.timeline)
  return {
    ...core.data,
    ...(zip.success && zip.data ? { zip: zip.data } : {}),
    ...(timeline.success && timeline.data ? { timeline: timeline.data } : {}),
  }
}

/** The dialog's starting values for an estimate. */
export function handoffPrefill(inputs: EstimateInputs): {
  project_size: number
  project_type: ProjectType
  preferred_finish: PreferredFinish
} {
  return {
    project_size: inputs.sqft,
    project_type: projectTypeForSpace[inputs.space],
    preferred_finish: preferredFinishForStyle[inputs.finish],
  }
}

/** The estimate priced on the server (never from browser figures), locked for the price-lock period. */
export function estimateRecord(inputs: EstimateInputs, today: IsoDate): EstimateRecord {
  const result = estimate({
    spaceType: inputs.space,
    squareFootage: inputs.sqft,
    finishStyle: inputs.finish,
  })
  return {
    inputs,
    minTotal: result.minTotal,
    maxTotal: result.maxTotal,
    total: result.total,
    estimatedDays: result.estimatedDays,
    validUntil: addDays(today, estimator.priceLockDays),
  }
}
