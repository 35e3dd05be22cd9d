import { Link } from 'react-router'
import { seoIn } from '~/components/site/seo'
import { termsSections } from '~/content/legal'
import { termsPage as page } from '~/content/pages/terms'
import { LegalPage } from '~/features/legal/legal-page'
import { legalPageEs } from '~/features/legal/legal-page-es.server'
import { langOfPath } from '~/i18n/lang'
import { revalidateOnLanguageChange } from '~/i18n/revalidate'
import type { Route } from './+types/terms'

// A Spanish translation says the English text governs (decision 034).
export function loader({ request }: Route.LoaderArgs) {
  return { es: langOfPath(new URL(request.url).pathname) === 'es' ? legalPageEs('terms') : null }
}

export const shouldRevalidate = revalidateOnLanguageChange

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoIn(matches, page, loaderData?.es?.words)

export default function Terms({ loaderData: { es } }: Route.ComponentProps) {
  if (es) {
    const [before, between, after] = es.words.seeAlso.split(/\{warranty\}|\{privacy\}/)
    return (
      <LegalPage
        title={es.words.headline}
        lead={es.words.lead}
        sections={es.words.sections}
        translation={{ ...es, englishHref: page.path }}
      >
        <p className="mt-10 text-graphite-300">
          {before}
          <Link to="/es/warranty" className="text-copper-300">
            {es.words.warrantyLink}
          </Link>
          {between}
          <Link to="/es/privacy" className="text-copper-300">
            {es.words.privacyLink}
          </Link>
          {after}
        </p>
      </LegalPage>
    )
  }
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
