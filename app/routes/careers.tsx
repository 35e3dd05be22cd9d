import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/careers'

const page = sitePage('/careers')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Careers() {
  return <PageHeader title={page.headline} lead="We are hiring people who take pride in a perfect pour." />
}
