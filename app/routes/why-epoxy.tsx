import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/why-epoxy'

const page = sitePage('/why-epoxy')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function WhyEpoxy() {
  return (
    <PageHeader title={page.headline} lead="Why a resin floor outlasts tile, paint and polished concrete." />
  )
}
