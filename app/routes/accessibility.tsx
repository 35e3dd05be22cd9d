import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/accessibility'

const page = sitePage('/accessibility')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Accessibility() {
  return (
    <PageHeader
      title={page.headline}
      lead="Everyone should be able to get a price, a date and an answer from this site."
    />
  )
}
