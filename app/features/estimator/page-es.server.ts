import { estimatorEs, estimatorEsValues, estimatorMessagesEs, estimatorPageEs } from '~/content/es/estimator'
import { spanishMessage } from '~/content/es/form-errors'
import { formatCopy } from '~/i18n/format-copy.server'
import { fieldMessages } from './messages'
import type { EstimatorPageData } from './page.server'
import type { EstimateField } from './schema'
import type { EstimatorEs } from './words-es'

/**
 * The Spanish estimator's words (decision 034): the fixed ones formatted here with the live facts,
 * the ones around figures only the browser knows sent as templates it fills.
 */
export function estimatorPageDataEs(): EstimatorEs {
  const values = estimatorEsValues()
  return {
    text: formatCopy('es', estimatorEs, values),
    messages: estimatorMessagesEs,
    page: formatCopy('es', estimatorPageEs, values),
  }
}

/**
 * A form step's refusals in Spanish. The schema writes one English message per field; any other
 * (a control character in the zipcode) is looked up in the lead forms' map, as they do.
 */
export function fieldErrorsEs(data: EstimatorPageData, es: EstimatorEs): EstimatorPageData {
  if (data.phase !== 'form') return data
  const errors: Partial<Record<EstimateField, string>> = {}
  for (const [field, message] of Object.entries(data.errors) as [EstimateField, string][]) {
    errors[field] = estimateErrorEs(field, message, es)
  }
  return { ...data, errors }
}

/** One field's refusal in Spanish (the quote link's too). */
export function estimateErrorEs(field: EstimateField, message: string, es = estimatorPageDataEs()): string {
  return message === fieldMessages[field] ? es.text.fieldMessages[field] : spanishMessage(message)
}
