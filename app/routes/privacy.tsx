import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/privacy'

const page = sitePage('/privacy')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Privacy() {
  return <PageHeader title={page.headline} lead="What this site stores, why, and how to have it removed." />
}
