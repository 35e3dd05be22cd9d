import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/portfolio'

const page = sitePage('/portfolio')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Portfolio() {
  return (
    <PageHeader
      title={page.headline}
      lead="Garages, showrooms, taprooms and warehouses across Metro Atlanta, each poured by our own crew."
    />
  )
}
