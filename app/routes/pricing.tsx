import { Check } from 'lucide-react'
import { seoIn } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page-header'
import { pricingPage as page } from '~/content/pages/pricing'
import { pricingPage } from '~/features/estimator/pricing-page.server'
import { paymentsConfigured } from '~/features/payments/configured.server'
import { DepositTerms } from '~/features/payments/deposit-terms'
import { depositStatement } from '~/features/payments/words.server'
import { langOfPath } from '~/i18n/lang'
import { revalidateOnLanguageChange } from '~/i18n/revalidate'
import type { Route } from './+types/pricing'

// The page's words come formatted in its own language, and only those (decision 039).
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname)
  return {
    copy: pricingPage(lang),
    // The deposit and its terms where bookings take one (decision 041).
    deposit: paymentsConfigured() ? depositStatement(lang).lines : null,
  }
}

export const shouldRevalidate = revalidateOnLanguageChange

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seoIn(matches, page, loaderData?.copy)

export default function Pricing({ loaderData: { copy: w, deposit } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={w.headline} lead={w.lead}>
        <ButtonLink to={w.estimatorPath} size="lg">
          {w.estimateCta}
        </ButtonLink>
      </PageHeader>

      <section aria-labelledby="factors-title" className="container-page py-14">
        <h2 id="factors-title" className="text-3xl text-white">
          {w.factorsTitle}
        </h2>
        <ol className="mt-8 grid gap-5 md:grid-cols-2">
          {w.factors.map((f, i) => (
            <li key={f.title} className="rounded-2xl border border-graphite-800 bg-graphite-900 p-6">
              <h3 className="text-xl text-white">
                <span className="mr-2 text-copper-300">{i + 1}.</span>
                {f.title}
              </h3>
              <p className="mt-3 text-graphite-300">{f.text}</p>
              {f.details.map((d) => (
                <p key={d.label} className="mt-3 text-sm text-graphite-300">
                  <span className="font-semibold text-copper-200">{d.label}: </span>
                  {d.text}
                </p>
              ))}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="bands-title" className="border-y border-graphite-800 bg-graphite-900/60">
        <div className="container-page grid gap-10 py-14 lg:grid-cols-2">
          <div>
            <h2 id="bands-title" className="text-3xl text-white">
              {w.bandsTitle}
            </h2>
            <table className="mt-6 w-full text-left">
              <caption className="sr-only">{w.bandsCaption}</caption>
              <thead>
                <tr className="border-b border-graphite-700 text-sm text-graphite-300">
                  <th scope="col" className="py-2 font-medium">
                    {w.columns.floor}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {w.columns.size}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {w.columns.perSqft}
                  </th>
                </tr>
              </thead>
              <tbody>
                {w.bands.map((b) => (
                  <tr key={b.label} className="border-b border-graphite-800">
                    <th scope="row" className="py-3 font-semibold text-white">
                      {b.label}
                    </th>
                    <td className="py-3 text-graphite-300">{b.sqft}</td>
                    <td className="py-3 text-right font-display text-xl text-copper-200">{b.price}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div>
            <h2 className="text-3xl text-white">{w.soonerTitle}</h2>
            <p className="mt-4 text-graphite-300">{w.soonerText}</p>
            <dl className="mt-6 space-y-3">
              {w.surcharges.map((s) => (
                <div
                  key={s.label}
                  className="flex items-center justify-between rounded-xl border border-graphite-800 bg-graphite-950 px-5 py-4"
                >
                  <dt className="font-semibold text-white">{s.label}</dt>
                  <dd className="font-display text-xl text-copper-200">{s.range}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section className="container-page grid gap-10 py-14 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl text-white">{w.includedTitle}</h2>
          <ul className="mt-6 space-y-3">
            {w.included.map((item) => (
              <li key={item} className="flex gap-3 text-graphite-100">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-copper-300" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-3xl text-white">{w.termsTitle}</h2>
          <dl className="mt-6 divide-y divide-graphite-800 border-y border-graphite-800">
            {w.terms.map((t) => (
              <div key={t.label} className="flex justify-between gap-6 py-3">
                <dt className="text-graphite-300">{t.label}</dt>
                <dd className="text-right font-semibold text-white">{t.text}</dd>
              </div>
            ))}
          </dl>
          <DepositTerms lines={deposit} />
        </div>
      </section>

      <section className="border-t border-graphite-800 bg-gradient-to-br from-graphite-900 to-copper-700/30">
        <div className="container-page py-14 text-center">
          <h2 className="text-3xl text-white">{w.closingTitle}</h2>
          <p className="mx-auto mt-4 max-w-xl text-graphite-300">{w.estimateCtaNote}</p>
          <ButtonLink to={w.estimatorPath} size="lg" className="mt-8">
            {w.estimateCta}
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
