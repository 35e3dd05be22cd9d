import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/estimator'

const page = sitePage('/estimator')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Estimator() {
  return <PageHeader title={page.headline} lead="An instant price range for your floor in under 3 minutes." />
}
