import { findByZip } from '~/features/service-area/lookup'
import { langOfPath } from '~/i18n/lang'
import { wordRefusal } from '~/i18n/refusals.server'
import type { LocalArea } from './components/results'
import { clearFreshCookie, isFresh } from './fresh-mark'
import { estimateQuery } from './params'
import { type EstimatorView, readEstimatorView } from './url-state'

export type EstimatorPageData =
  | Exclude<EstimatorView, { phase: 'results' }>
  | (Extract<EstimatorView, { phase: 'results' }> & { area: LocalArea | null; fresh: boolean })

/**
 * Everything /estimator shows for a request: the phase; for results, the
 * local answer for the ZIP and whether the visitor just calculated it.
 */
export function estimatorPage(request: Request): { data: EstimatorPageData; headers: Headers } {
  const headers = new Headers()
  const { pathname, searchParams } = new URL(request.url)
  const view = readEstimatorView(searchParams)
  if (view.phase === 'form') {
    // The schema refuses with codes; the page's language words them (decision 039).
    const lang = langOfPath(pathname)
    const errors = Object.fromEntries(
      Object.entries(view.errors).map(([field, message]) => [field, message && wordRefusal(lang, message)]),
    )
    return { data: { ...view, errors }, headers }
  }
  if (view.phase !== 'results') return { data: view, headers }
  const area = findByZip(view.request.zipcode)
  const fresh = isFresh(request.headers.get('Cookie'), estimateQuery(view.request))
  if (fresh) {
    headers.append('Set-Cookie', clearFreshCookie(pathname))
    headers.set('Cache-Control', 'private, no-store')
  }
  return {
    data: { ...view, area: area ? { zip: area.zip, city: area.city, county: area.county } : null, fresh },
    headers,
  }
}
