import { seoIn } from '~/components/site/seo'
import { privacySections } from '~/content/legal'
import { privacyPage as page } from '~/content/pages/privacy'
import { LegalPage } from '~/features/legal/legal-page'
import { legalPageEs } from '~/features/legal/legal-page-es.server'
import { langOfPath } from '~/i18n/lang'
import { revalidateOnLanguageChange } from '~/i18n/revalidate'
import type { Route } from './+types/privacy'

// A Spanish translation says the English text governs (decision 034).
export function loader({ request }: Route.LoaderArgs) {
  return { es: langOfPath(new URL(request.url).pathname) === 'es' ? legalPageEs('privacy') : null }
}

export const shouldRevalidate = revalidateOnLanguageChange

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoIn(matches, page, loaderData?.es?.words)

export default function Privacy({ loaderData: { es } }: Route.ComponentProps) {
  return (
    <LegalPage
      title={es?.words.headline ?? page.headline}
      lead={es?.words.lead ?? 'What this site stores about you, why, who sees it and how to have it removed.'}
      sections={es?.words.sections ?? privacySections}
      translation={es ? { ...es, englishHref: page.path } : undefined}
    />
  )
}
