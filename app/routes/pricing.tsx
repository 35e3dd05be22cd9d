import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/pricing'

const page = sitePage('/pricing')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Pricing() {
  return <PageHeader title={page.headline} lead="What an epoxy floor costs in Metro Atlanta, and why." />
}
