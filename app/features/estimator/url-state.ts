import { decimalFromText } from '~/features/security/decimal'
import { type EstimateResult, estimate } from './estimate'
import { paramNames, STEP_PARAM, type Step, stepOf } from './params'
import { type EstimateField, type EstimateRequest, estimateRequestSchema } from './schema'

/** The answers of an unfinished form, as far as they can be shown back to the visitor. */
type EstimateDraft = {
  spaceType?: string
  squareFootage?: number
  finishStyle?: string
  zipcode?: string
  timeline?: string
}

export type EstimatorView =
  | { phase: 'hero' }
  | {
      phase: 'form'
      step: Step
      draft: EstimateDraft
      errors: Partial<Record<EstimateField, string>>
      /** Set when a shared link lacks some answers. */
      incomplete: boolean
    }
  | { phase: 'results'; request: EstimateRequest; result: EstimateResult }

const fields = Object.keys(paramNames) as EstimateField[]
// Long enough to show a visitor what they typed; a query can carry anything.
const MAX_ECHO = 20

function readStep(raw: string | null): Step | 0 | null {
  if (raw === null) return null
  const n = Number(raw)
  return n === 0 || n === 1 || n === 2 || n === 3 || n === 4 ? n : null
}

/**
 * What /estimator shows for a query string: the hero without one, the results
 * when all five answers are valid, and otherwise the form at the first step
 * that is missing or wrong, with that field's error. Never throws.
 */
export function readEstimatorView(search: URLSearchParams): EstimatorView {
  const raw = Object.fromEntries(fields.map((f) => [f, search.get(paramNames[f])])) as Record<
    EstimateField,
    string | null
  >
  const step = readStep(search.get(STEP_PARAM))
  const present = fields.filter((f) => raw[f] !== null && raw[f] !== '')
  if (step === 0 || (present.length === 0 && step === null)) return { phase: 'hero' }

  const parsed = estimateRequestSchema.safeParse(Object.fromEntries(present.map((f) => [f, raw[f]])))
  if (parsed.success && step === null) {
    return { phase: 'results', request: parsed.data, result: estimate(parsed.data) }
  }

  const invalid = new Map<EstimateField, string>()
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as EstimateField
      if (present.includes(field) && !invalid.has(field)) invalid.set(field, issue.message)
    }
  }
  const missing = fields.filter((f) => !present.includes(f))
  const firstGap = Math.min(5, ...[...missing, ...invalid.keys()].map(stepOf)) as Step | 5
  const target = Math.min(step ?? 4, firstGap === 5 ? 4 : firstGap) as Step

  const draft: EstimateDraft = {}
  for (const f of present) {
    if (invalid.has(f) && f !== 'zipcode' && f !== 'squareFootage') continue
    if (f === 'squareFootage') {
      const n = decimalFromText(raw[f])
      if (typeof n === 'number' && Number.isFinite(n)) draft.squareFootage = n
    } else draft[f] = (raw[f] as string).slice(0, MAX_ECHO)
  }
  const errors: Partial<Record<EstimateField, string>> = {}
  for (const [f, message] of invalid) if (stepOf(f) <= target) errors[f] = message

  return {
    phase: 'form',
    step: target,
    draft,
    errors,
    incomplete: step === null && missing.length > 0,
  }
}
