import { CheckCircle2, XCircle } from 'lucide-react'
import { seo } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { FaqList } from '~/components/ui/faq-list'
import { NumberedSteps } from '~/components/ui/numbered-steps'
import { PageHeader } from '~/components/ui/page-header'
import { warranty } from '~/content/business'
import { sitePage } from '~/content/site-pages'
import { claimSteps, warrantyFaq, warrantyTerms } from '~/content/warranty'
import type { Route } from './+types/warranty'

const page = sitePage('/warranty')

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Warranty() {
  return (
    <>
      <PageHeader
        title={page.headline}
        lead={`A ${warranty.standard.label}, transferable, on every floor we pour.`}
      >
        <ButtonLink to="/estimator" size="lg">
          Start Your Project
        </ButtonLink>
      </PageHeader>

      <section aria-labelledby="terms" className="container-page py-14">
        <h2 id="terms" className="text-3xl text-white">
          Warranty Terms
        </h2>
        <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {warrantyTerms.map((t) => (
            <div
              key={t.label}
              className="flex flex-col-reverse rounded-xl border border-graphite-700 bg-graphite-900 p-5"
            >
              <dt className="text-sm text-graphite-300">{t.label}</dt>
              <dd className="font-display text-xl text-white">{t.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-label="Coverage" className="container-page grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-graphite-700 bg-graphite-900 p-8">
          <h2 className="text-2xl text-white">What's Covered</h2>
          <ul className="mt-5 space-y-3">
            {warranty.covered.map((c) => (
              <li key={c} className="flex gap-3 text-graphite-100">
                <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-300" aria-hidden="true" />
                {c}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-graphite-700 bg-graphite-900 p-8">
          <h2 className="text-2xl text-white">What's Not Covered</h2>
          <ul className="mt-5 space-y-3">
            {warranty.exclusions.map((c) => (
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
          How to File a Claim
        </h2>
        <NumberedSteps steps={claimSteps} />
      </section>

      <section aria-labelledby="warranty-faq" className="container-page max-w-3xl">
        <h2 id="warranty-faq" className="text-3xl text-white">
          Warranty Questions
        </h2>
        <div className="mt-6">
          <FaqList name="warranty-faq" faqs={warrantyFaq} />
        </div>
      </section>
    </>
  )
}
