import { Link } from 'react-router'
import { seo } from '~/components/site/seo'
import { termsSections } from '~/content/legal'
import { sitePage } from '~/content/site-pages'
import { LegalPage } from '~/features/legal/legal-page'
import type { Route } from './+types/terms'

const page = sitePage('/terms')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Terms() {
  return (
    <LegalPage
      title={page.headline}
      lead="The terms for estimates, bookings, deposits, cancellations, warranties and partner referrals."
      sections={termsSections}
    >
      <p className="mt-10 text-graphite-300">
        See also the{' '}
        <Link to="/warranty" className="text-copper-300">
          warranty details and claim guide
        </Link>{' '}
        and our{' '}
        <Link to="/privacy" className="text-copper-300">
          privacy policy
        </Link>
        .
      </p>
    </LegalPage>
  )
}
