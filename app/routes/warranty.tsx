import { CheckCircle2, XCircle } from 'lucide-react'
import { seoIn } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { FaqList } from '~/components/ui/faq-list'
import { NumberedSteps } from '~/components/ui/numbered-steps'
import { PageHeader } from '~/components/ui/page-header'
import { warrantyPage as page } from '~/content/pages/warranty'
import { warrantyPage } from '~/features/warranty/warranty-page.server'
import { langOfPath } from '~/i18n/lang'
import { revalidateOnLanguageChange } from '~/i18n/revalidate'
import type { Route } from './+types/warranty'

// The page's words come formatted in its own language, and only those (decision 039).
export function loader({ request }: Route.LoaderArgs) {
  return { copy: warrantyPage(langOfPath(new URL(request.url).pathname)) }
}

export const shouldRevalidate = revalidateOnLanguageChange

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seoIn(matches, page, loaderData?.copy)

export default function Warranty({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={copy.headline} lead={copy.lead}>
        <ButtonLink to={copy.action.to} size="lg">
          {copy.action.label}
        </ButtonLink>
      </PageHeader>

      <section aria-labelledby="terms" className="container-page py-14">
        <h2 id="terms" className="text-3xl text-white">
          {copy.termsTitle}
        </h2>
        <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {copy.terms.map((t) => (
            <div
              key={t.label}
              className="flex flex-col-reverse rounded-xl border border-graphite-700 bg-graphite-900 p-5"
            >
              <dt className="text-sm text-graphite-300">{t.label}</dt>
              <dd className="font-display text-xl text-white">{t.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-label={copy.coverageLabel} className="container-page grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-graphite-700 bg-graphite-900 p-8">
          <h2 className="text-2xl text-white">{copy.coveredTitle}</h2>
          <ul className="mt-5 space-y-3">
            {copy.covered.map((c) => (
              <li key={c} className="flex gap-3 text-graphite-100">
                <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-300" aria-hidden="true" />
                {c}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-graphite-700 bg-graphite-900 p-8">
          <h2 className="text-2xl text-white">{copy.notCoveredTitle}</h2>
          <ul className="mt-5 space-y-3">
            {copy.exclusions.map((c) => (
              <li key={c} className="flex gap-3 text-graphite-100">
                <XCircle className="h-5 w-5 shrink-0 text-red-300" aria-hidden="true" />
                {c}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="claim" className="container-page py-14">
        <h2 id="claim" className="text-3xl text-white">
          {copy.claimTitle}
        </h2>
        <NumberedSteps steps={copy.claimSteps} stepLabel={copy.stepLabel} />
      </section>

      <section aria-labelledby="warranty-faq" className="container-page max-w-3xl">
        <h2 id="warranty-faq" className="text-3xl text-white">
          {copy.faqTitle}
        </h2>
        <div className="mt-6">
          <FaqList name="warranty-faq" faqs={copy.faq} />
        </div>
      </section>
    </>
  )
}
