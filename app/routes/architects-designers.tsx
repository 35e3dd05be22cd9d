import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/architects-designers'

const page = sitePage('/architects-designers')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function ArchitectsDesigners() {
  return (
    <PageHeader title={page.headline} lead="Specification support and finish samples for resin floors." />
  )
}
