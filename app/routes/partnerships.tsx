import { ArrowRight, RefreshCw } from 'lucide-react'
import { Link } from 'react-router'
import { seo } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page-header'
import { partnershipsPage as page } from '~/content/pages/partnerships'
import { partnershipsCopy as copy } from '~/content/programs-copy'
import { ReferralCalculator } from '~/features/partners/referral-calculator'
import type { Route } from './+types/partnerships'

// The metadata keeps the spec's own "up to 15%"; the body shows the 5% referral rate (see content/business/).
export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function Partnerships() {
  return (
    <>
      <PageHeader title={page.headline} lead={copy.lead}>
        <ButtonLink to={copy.applyToPartner.href} size="lg">
          {copy.applyToPartner.label}
        </ButtonLink>
        <ButtonLink to={copy.requestSpecSheet.href} variant="secondary" size="lg">
          {copy.requestSpecSheet.label}
        </ButtonLink>
      </PageHeader>

      <section aria-label="Partnership record" className="border-b border-graphite-800 bg-graphite-900">
        <dl className="container-page grid grid-cols-3 gap-4 py-8 text-center">
          {copy.heroStats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="text-sm text-graphite-300">{s.label}</dt>
              <dd className="font-display text-4xl text-copper-200">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="audiences-title" className="container-page py-14">
        <h2 id="audiences-title" className="text-3xl text-white">
          Who we partner with
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {copy.audiences.map((a) => (
            <li
              key={a.href}
              className="flex flex-col rounded-2xl border border-graphite-800 bg-graphite-900 p-6"
            >
              <h3 className="text-xl text-white">{a.title}</h3>
              <p className="mt-2 flex-1 text-graphite-300">{a.text}</p>
              <Link
                to={a.href}
                className="mt-4 inline-flex items-center gap-1 font-semibold text-copper-300 hover:text-copper-200"
              >
                {a.cta}
                <span className="sr-only">: {a.title}</span>
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="loop-title" className="border-y border-graphite-800 bg-graphite-900">
        <div className="container-page py-14">
          <h2 id="loop-title" className="flex items-center gap-3 text-3xl text-white">
            <RefreshCw className="h-7 w-7 text-copper-300" aria-hidden="true" />
            {copy.valueLoop.title}
          </h2>
          <p className="mt-2 text-graphite-300">{copy.valueLoop.intro}</p>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {copy.valueLoop.steps.map((step, i) => (
              <li key={step.title} className="rounded-2xl border border-graphite-700 p-5">
                <span className="text-sm text-copper-300">Step {i + 1}</span>
                <h3 className="mt-1 text-xl text-white">{step.title}</h3>
                <p className="mt-2 text-sm text-graphite-300">{step.text}</p>
              </li>
            ))}
          </ol>
          <ButtonLink to={copy.valueLoop.cta.href} size="lg" className="mt-8">
            {copy.valueLoop.cta.label}
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="referral-title" className="container-page grid gap-10 py-14 lg:grid-cols-2">
        <div>
          <h2 id="referral-title" className="text-3xl text-white">
            {copy.referral.title}
          </h2>
          <p className="mt-2 text-graphite-300">{copy.referral.intro}</p>
          <p className="mt-6 font-display text-6xl text-copper-200">
            {copy.referral.rateLabel}
            <span className="ml-2 text-lg text-graphite-300">commission</span>
          </p>
          <h3 className="mt-8 text-lg font-semibold text-white">Partner tiers</h3>
          <p className="text-sm text-graphite-400">{copy.referral.tierNote}</p>
          <ul className="mt-3 grid grid-cols-3 gap-3">
            {copy.referral.tiers.map((t) => (
              <li
                key={t.name}
                className="rounded-xl border border-graphite-800 bg-graphite-900 p-4 text-center"
              >
                <span className="block font-semibold text-white">{t.name}</span>
                <span className="block text-copper-200">{t.threshold}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={copy.startReferring.href} size="lg">
              {copy.startReferring.label}
            </ButtonLink>
            <ButtonLink to={copy.viewPolicy.href} variant="secondary" size="lg">
              {copy.viewPolicy.label}
            </ButtonLink>
          </div>
        </div>
        <ReferralCalculator />
      </section>

      <section aria-labelledby="portal-title" className="container-page pb-20">
        <div className="rounded-2xl border border-dashed border-graphite-700 p-6">
          <h2 id="portal-title" className="flex flex-wrap items-center gap-3 text-2xl text-white">
            {copy.portal.title}
            <span className="rounded-full bg-copper-400/15 px-3 py-1 text-sm font-semibold text-copper-200">
              {copy.portal.badge}
            </span>
          </h2>
          <p className="mt-2 text-graphite-300">{copy.portal.text}</p>
        </div>
      </section>
    </>
  )
}
