import { data, useLocation } from 'react-router'
import { seoIn } from '~/components/site/seo'
import { estimatorPage as page } from '~/content/pages/estimator'
import { EstimatorFlow } from '~/features/estimator/components/estimator-flow'
import { estimatorPage } from '~/features/estimator/page.server'
import { estimatorPageWords } from '~/features/estimator/page-words.server'
import { langOfPath } from '~/i18n/lang'
import type { Route } from './+types/estimator'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoIn(matches, page, loaderData?.words.page)

/**
 * Plain /estimator is prerendered (the hero); with a query the server renders that form step or estimate.
 * Every language's estimator is this module: its words come formatted from here, the page's own
 * language only (decision 039).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { data: view, headers } = estimatorPage(request)
  return data({ view, words: estimatorPageWords(langOfPath(new URL(request.url).pathname)) }, { headers })
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export default function Estimator({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  // A new navigation starts the flow afresh from its URL.
  return <EstimatorFlow key={location.key} data={loaderData.view} words={loaderData.words} />
}
