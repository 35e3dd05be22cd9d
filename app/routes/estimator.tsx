import { data, useLocation } from 'react-router'
import { seo } from '~/components/site/seo'
import { sitePage } from '~/content/site-pages'
import { EstimatorFlow } from '~/features/estimator/components/estimator-flow'
import { estimatorPage } from '~/features/estimator/page.server'
import type { Route } from './+types/estimator'

const page = sitePage('/estimator')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

/** Plain /estimator is prerendered (the hero); with a query the server renders that form step or estimate. */
export function loader({ request }: Route.LoaderArgs) {
  const { data: page, headers } = estimatorPage(request)
  return data(page, { headers })
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export default function Estimator({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  // A new navigation starts the flow afresh from its URL.
  return <EstimatorFlow key={location.key} data={loaderData} title={page.headline} />
}
