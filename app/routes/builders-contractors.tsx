import { seo } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page-header'
import { buildersContractorsPage as page } from '~/content/pages/builders-contractors'
import { buildersCopy as copy } from '~/content/programs-copy'
import type { Route } from './+types/builders-contractors'

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function BuildersContractors() {
  return (
    <>
      <PageHeader title={page.headline} lead={copy.lead}>
        <ButtonLink to={copy.apply.href} size="lg">
          {copy.apply.label}
        </ButtonLink>
        <ButtonLink to={copy.specSheet.href} variant="secondary" size="lg">
          {copy.specSheet.label}
        </ButtonLink>
      </PageHeader>

      <section aria-labelledby="tiers-title" className="container-page py-14">
        <h2 id="tiers-title" className="text-3xl text-white">
          {copy.tiersTitle}
        </h2>
        <p className="mt-2 text-graphite-300">{copy.commission}</p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {copy.tiers.map((t) => (
            <li key={t.name} className="rounded-2xl border border-graphite-800 bg-graphite-900 p-6">
              <h3 className="text-2xl text-white">{t.name}</h3>
              <p className="mt-2 text-graphite-300">{t.projects}</p>
              <p className="mt-4 font-display text-3xl text-copper-200">{t.discount}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-title" className="border-t border-graphite-800 bg-graphite-900">
        <div className="container-page py-14">
          <h2 id="benefits-title" className="text-3xl text-white">
            {copy.benefitsTitle}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {copy.benefits.map((b) => (
              <li key={b.title} className="rounded-2xl border border-graphite-700 p-5">
                <h3 className="font-semibold text-copper-200">{b.title}</h3>
                <p className="mt-2 text-graphite-300">{b.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to={copy.apply.href} size="lg">
              {copy.apply.label}
            </ButtonLink>
            <ButtonLink to={copy.specSheet.href} variant="secondary" size="lg">
              {copy.specSheet.label}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}
