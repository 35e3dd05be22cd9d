import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/partner-application'

const page = sitePage('/partner-application')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function PartnerApplication() {
  return (
    <PageHeader
      title={page.headline}
      lead="Tell us about your business. We review every application within 2 business days."
    />
  )
}
