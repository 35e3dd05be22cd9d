import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/partnerships'

const page = sitePage('/partnerships')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Partnerships() {
  return (
    <PageHeader
      title={page.headline}
      lead="Programs for builders, architects, designers and facility managers."
    />
  )
}
