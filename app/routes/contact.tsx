import { seo } from '~/components/site/seo'
import { PageHeader } from '~/components/ui/page-header'
import { sitePage } from '~/content/site-pages'
import type { Route } from './+types/contact'

const page = sitePage('/contact')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Contact() {
  return (
    <PageHeader
      title={page.headline}
      lead="Call, text, email or send a message. We answer in under 2 hours on business days."
    />
  )
}
