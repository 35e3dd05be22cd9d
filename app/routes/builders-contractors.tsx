import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/builders-contractors'

const page = sitePage('/builders-contractors')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function BuildersContractors() {
  return (
    <PageHeader
      title={page.headline}
      lead="Tiered pricing, fast quotes and paperwork that keeps your schedule moving."
    />
  )
}
