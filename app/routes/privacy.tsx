import { seo } from '~/components/site/seo'
import { privacySections } from '~/content/legal'
import { sitePage } from '~/content/site-pages'
import { LegalPage } from '~/features/legal/legal-page'
import type { Route } from './+types/privacy'

const page = sitePage('/privacy')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Privacy() {
  return (
    <LegalPage
      title={page.headline}
      lead="What this site stores about you, why, who sees it and how to have it removed."
      sections={privacySections}
    />
  )
}
