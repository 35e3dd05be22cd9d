import { data, useLocation } from 'react-router'
import { seoIn } from '~/components/site/seo'
import { estimatorPage as page } from '~/content/pages/estimator'
import { EstimatorFlow } from '~/features/estimator/components/estimator-flow'
import { estimatorPage } from '~/features/estimator/page.server'
import { estimatorPageDataEs } from '~/features/estimator/page-es.server'
import { langOfPath } from '~/i18n/lang'
import type { Route } from './+types/estimator'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoIn(matches, page, loaderData?.es?.page)

/**
 * Plain /estimator is prerendered (the hero); with a query the server renders that form step or estimate.
 * `/es/estimator` is this module too: its words come from here, so English pages carry no Spanish (decision 034).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { data: view, headers } = estimatorPage(request)
  if (langOfPath(new URL(request.url).pathname) !== 'es') return data({ view, es: null }, { headers })
  return data({ view, es: estimatorPageDataEs() }, { headers })
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export default function Estimator({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  const { view, es } = loaderData
  // A new navigation starts the flow afresh from its URL.
  return <EstimatorFlow key={location.key} data={view} es={es} title={es?.page.headline ?? page.headline} />
}
