import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/knowledge'

const page = sitePage('/knowledge')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Knowledge() {
  return (
    <PageHeader
      title={page.headline}
      lead="Straight answers on epoxy chemistry, prep, care and cost, from the people who pour it."
    />
  )
}
