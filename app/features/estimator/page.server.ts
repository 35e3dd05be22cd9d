import { findByZip } from '~/features/service-area/lookup'
import type { LocalArea } from './components/results'
import { type EstimatorView, readEstimatorView } from './url-state'

export type EstimatorPageData =
  | Exclude<EstimatorView, { phase: 'results' }>
  | (Extract<EstimatorView, { phase: 'results' }> & { area: LocalArea | null })

/** Everything /estimator shows for a URL: the phase, and for results the local answer for the ZIP. */
export function estimatorPage(url: URL): EstimatorPageData {
  const view = readEstimatorView(url.searchParams)
  if (view.phase !== 'results') return view
  const area = findByZip(view.request.zipcode)
  return { ...view, area: area ? { zip: area.zip, city: area.city, county: area.county } : null }
}
