import { Link } from 'react-router'
import { seoIn } from '~/components/site/seo'
import { termsPage as page } from '~/content/pages/terms'
import { LegalPage } from '~/features/legal/legal-page'
import { legalPage } from '~/features/legal/legal-page.server'
import { langOfPath } from '~/i18n/lang'
import { revalidateOnLanguageChange } from '~/i18n/revalidate'
import type { Route } from './+types/terms'

// The page's words come formatted in its own language, and only those (decision 039).
export function loader({ request }: Route.LoaderArgs) {
  return legalPage(langOfPath(new URL(request.url).pathname), 'terms')
}

export const shouldRevalidate = revalidateOnLanguageChange

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seoIn(matches, page, loaderData?.words)

export default function Terms({ loaderData: { words, updated, translation, paths } }: Route.ComponentProps) {
  // The sentence's two link texts sit where its message puts them, in any language.
  const [before, between, after] = words.seeAlso.split(/\{warranty\}|\{privacy\}/)
  return (
    <LegalPage
      title={words.headline}
      lead={words.lead}
      sections={words.sections}
      updated={updated}
      translation={translation}
    >
      <p className="mt-10 text-graphite-300">
        {before}
        <Link to={paths.warranty} className="text-copper-300">
          {words.warrantyLink}
        </Link>
        {between}
        <Link to={paths.privacy} className="text-copper-300">
          {words.privacyLink}
        </Link>
        {after}
      </p>
    </LegalPage>
  )
}
