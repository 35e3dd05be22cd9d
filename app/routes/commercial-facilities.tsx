import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/commercial-facilities'

const page = sitePage('/commercial-facilities')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function CommercialFacilities() {
  return (
    <PageHeader
      title={page.headline}
      lead="Maintenance plans that keep commercial floors safe and spotless."
    />
  )
}
