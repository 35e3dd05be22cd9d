import { seoIn } from '~/components/site/seo'
import { buttonClass } from '~/components/ui/button'
import { company } from '~/content/business'
import { accessibilitySections } from '~/content/legal'
import { accessibilityPage as page } from '~/content/pages/accessibility'
import { LegalPage } from '~/features/legal/legal-page'
import { legalPageEs } from '~/features/legal/legal-page-es.server'
import { langOfPath } from '~/i18n/lang'
import { revalidateOnLanguageChange } from '~/i18n/revalidate'
import type { Route } from './+types/accessibility'

// A Spanish translation says the English text governs (decision 034).
export function loader({ request }: Route.LoaderArgs) {
  return { es: langOfPath(new URL(request.url).pathname) === 'es' ? legalPageEs('accessibility') : null }
}

export const shouldRevalidate = revalidateOnLanguageChange

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoIn(matches, page, loaderData?.es?.words)

export default function Accessibility({ loaderData: { es } }: Route.ComponentProps) {
  const words = es?.words
  return (
    <LegalPage
      title={words?.headline ?? page.headline}
      lead={
        words?.lead ??
        'Everyone should be able to price, book and learn about a floor on this site. Here is where we stand.'
      }
      sections={words?.sections ?? accessibilitySections}
      translation={es ? { ...es, englishHref: page.path } : undefined}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={`${company.emailHref}?subject=${encodeURIComponent(words?.emailSubject ?? 'Accessibility feedback')}`}
          className={buttonClass()}
        >
          {words?.emailFeedback ?? 'Email accessibility feedback'}
        </a>
        <a href={company.phoneHref} className={buttonClass('secondary')}>
          {words?.call ?? `Call ${company.phone}`}
        </a>
      </div>
    </LegalPage>
  )
}
