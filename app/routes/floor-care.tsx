import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/floor-care'

const page = sitePage('/floor-care')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function FloorCare() {
  return <PageHeader title={page.headline} lead="Keep your floor like the day it was poured." />
}
