import { seo } from '~/components/site/seo'
import { buttonClass } from '~/components/ui/button'
import { company } from '~/content/business'
import { accessibilitySections } from '~/content/legal'
import { sitePage } from '~/content/site-pages'
import { LegalPage } from '~/features/legal/legal-page'
import type { Route } from './+types/accessibility'

const page = sitePage('/accessibility')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Accessibility() {
  return (
    <LegalPage
      title={page.headline}
      lead="Everyone should be able to price, book and learn about a floor on this site. Here is where we stand."
      sections={accessibilitySections}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={`${company.emailHref}?subject=${encodeURIComponent('Accessibility feedback')}`}
          className={buttonClass()}
        >
          Email accessibility feedback
        </a>
        <a href={company.phoneHref} className={buttonClass('secondary')}>
          Call {company.phone}
        </a>
      </div>
    </LegalPage>
  )
}
