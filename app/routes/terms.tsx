import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/terms'

const page = sitePage('/terms')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Terms() {
  return (
    <PageHeader
      title={page.headline}
      lead="The terms for estimates, bookings, deposits, cancellations and warranties."
    />
  )
}
