import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/process'

const page = sitePage('/process')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Process() {
  return (
    <PageHeader title={page.headline} lead="Five steps from cracked concrete to a floor worth showing off." />
  )
}
