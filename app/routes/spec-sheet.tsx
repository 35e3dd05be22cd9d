import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/spec-sheet'

const page = sitePage('/spec-sheet')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function SpecSheet() {
  return <PageHeader title={page.headline} lead="The technical figures behind our floor systems." />
}
