import { langOfPath, pathIn } from '~/i18n/lang'
import type { EstimateField, EstimateRequest } from './schema'

/**
 * The estimate's address (the contract with /schedule and the quote PDF):
 * `?space=…&sqft=…&finish=…&zip=…&timeline=…`. No Zod here: this file ships
 * to the browser.
 */
export const paramNames = {
  spaceType: 'space',
  squareFootage: 'sqft',
  finishStyle: 'finish',
  zipcode: 'zip',
  timeline: 'timeline',
} as const satisfies Record<EstimateField, string>

/** The wizard step a no-JavaScript form submission asks for (0 is the hero). */
export const STEP_PARAM = 'step'

/** The fields in the order of the form's steps (step N asks for fields[N-1]). */
const stepFields = ['spaceType', 'squareFootage', 'finishStyle', 'zipcode'] as const
export type Step = 1 | 2 | 3 | 4

/** Which step asks for a field (zipcode and timeline share the last step). */
export function stepOf(field: EstimateField): Step {
  return field === 'timeline' ? 4 : ((stepFields.indexOf(field) + 1) as Step)
}

/** The query string of an estimate, in a stable order, without the leading '?'. */
export function estimateQuery(request: EstimateRequest): string {
  const search = new URLSearchParams()
  search.set(paramNames.spaceType, request.spaceType)
  search.set(paramNames.squareFootage, String(request.squareFootage))
  search.set(paramNames.finishStyle, request.finishStyle)
  search.set(paramNames.zipcode, request.zipcode)
  search.set(paramNames.timeline, request.timeline)
  return search.toString()
}

/**
 * The price book version a quote link was priced with (decision 033): the link keeps its figures
 * after the owner publishes new prices. Without it, the quote uses the published prices.
 */
export const PRICE_BOOK_PARAM = 'pb'

/** `page` is the estimator's own address: `/es/estimator` keeps a Spanish visitor's links and PDF in Spanish. */
export const estimateLinks = (request: EstimateRequest, priceBookVersion?: number, page = '/estimator') => {
  const query = estimateQuery(request)
  return {
    self: `${page}?${query}`,
    // Each estimator books on the schedule page of its own language (decision 039).
    schedule: `${pathIn(langOfPath(page), '/schedule')}?${query}`,
    quotePdf: `${page}/quote.pdf?${query}${priceBookVersion ? `&${PRICE_BOOK_PARAM}=${priceBookVersion}` : ''}`,
  }
}
/** The results' heading: focus lands on it when an estimate shows and when its dialog closes. */
export const RESULTS_HEADING_ID = 'estimate-range-title'
