import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/warranty'

const page = sitePage('/warranty')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Warranty() {
  return (
    <PageHeader title={page.headline} lead="A 5-year transferable finish warranty on every floor we pour." />
  )
}
