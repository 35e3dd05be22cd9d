import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/schedule'

const page = sitePage('/schedule')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Schedule() {
  return <PageHeader title={page.headline} lead="Pick an available 3-day install block and request it." />
}
