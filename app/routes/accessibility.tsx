import { seoIn } from '~/components/site/seo'
import { buttonClass } from '~/components/ui/button'
import { company } from '~/content/business'
import { accessibilityPage as page } from '~/content/pages/accessibility'
import { LegalPage } from '~/features/legal/legal-page'
import { legalPage } from '~/features/legal/legal-page.server'
import { langOfPath } from '~/i18n/lang'
import { revalidateOnLanguageChange } from '~/i18n/revalidate'
import type { Route } from './+types/accessibility'

// The page's words come formatted in its own language, and only those (decision 039).
export function loader({ request }: Route.LoaderArgs) {
  return legalPage(langOfPath(new URL(request.url).pathname), 'accessibility')
}

export const shouldRevalidate = revalidateOnLanguageChange

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seoIn(matches, page, loaderData?.words)

export default function Accessibility({ loaderData: { words, updated, translation } }: Route.ComponentProps) {
  return (
    <LegalPage
      title={words.headline}
      lead={words.lead}
      sections={words.sections}
      updated={updated}
      translation={translation}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={`${company.emailHref}?subject=${encodeURIComponent(words.emailSubject)}`}
          className={buttonClass()}
        >
          {words.emailFeedback}
        </a>
        <a href={company.phoneHref} className={buttonClass('secondary')}>
          {words.call}
        </a>
      </div>
    </LegalPage>
  )
}
