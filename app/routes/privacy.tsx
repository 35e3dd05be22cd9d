import { seoIn } from '~/components/site/seo'
import { privacyPage as page } from '~/content/pages/privacy'
import { LegalPage } from '~/features/legal/legal-page'
import { legalPage } from '~/features/legal/legal-page.server'
import { langOfPath } from '~/i18n/lang'
import { revalidateOnLanguageChange } from '~/i18n/revalidate'
import type { Route } from './+types/privacy'

// The page's words come formatted in its own language, and only those (decision 039).
export function loader({ request }: Route.LoaderArgs) {
  return legalPage(langOfPath(new URL(request.url).pathname), 'privacy')
}

export const shouldRevalidate = revalidateOnLanguageChange

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seoIn(matches, page, loaderData?.words)

export default function Privacy({ loaderData: { words, updated, translation } }: Route.ComponentProps) {
  return (
    <LegalPage
      title={words.headline}
      lead={words.lead}
      sections={words.sections}
      updated={updated}
      translation={translation}
    />
  )
}
