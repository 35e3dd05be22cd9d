import { Check } from 'lucide-react'
import { seo } from '~/components/site/seo'
import { ButtonLink } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page-header'
import { commercialFacilitiesPage as page } from '~/content/pages/commercial-facilities'
import { commercialCopy as copy } from '~/content/programs-copy'
import type { Route } from './+types/commercial-facilities'

export const meta: Route.MetaFunction = ({ matches }) => seo(matches, page)

export default function CommercialFacilities() {
  const { comparison } = copy
  const max = Math.max(...comparison.rows.map((r) => r.value))
  return (
    <>
      <PageHeader title={page.headline} lead={copy.lead}>
        <ButtonLink to={copy.contact.href} size="lg">
          {copy.contact.label}
        </ButtonLink>
      </PageHeader>

      <section aria-labelledby="plans-title" className="container-page py-14">
        <h2 id="plans-title" className="text-3xl text-white">
          {copy.plansTitle}
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {copy.plans.map((p) => (
            <li
              key={p.name}
              className="flex flex-col rounded-2xl border border-graphite-800 bg-graphite-900 p-6"
            >
              <h3 className="text-2xl text-white">{p.name}</h3>
              <p className="mt-2 font-display text-3xl text-copper-200">{p.price}</p>
              <p className="mt-1 text-sm text-graphite-300">{p.coverage}</p>
              <ul className="mt-5 space-y-2">
                {p.features.map((f) => (
                  <li key={f} className="flex items-start gap-2 text-graphite-100">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-copper-300" aria-hidden="true" />
                    {f}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-graphite-200">{copy.scheduling}</p>
      </section>

      <section aria-labelledby="comparison-title" className="border-y border-graphite-800 bg-graphite-900">
        <div className="container-page py-14">
          <h2 id="comparison-title" className="text-3xl text-white">
            {comparison.title}
          </h2>
          <figure className="mt-8 max-w-2xl">
            {/* The bars are decoration; the table below is the chart's text. */}
            <div aria-hidden="true" className="space-y-4">
              {comparison.rows.map((r, i) => (
                <div key={r.label}>
                  <div className="flex justify-between text-sm text-graphite-200">
                    <span>{r.label}</span>
                    <span>{comparison.format(r.value)}</span>
                  </div>
                  <div className="mt-1 h-6 rounded bg-graphite-800">
                    <div
                      className={`h-6 rounded ${i === 0 ? 'bg-graphite-500' : 'bg-copper-400'}`}
                      style={{ width: `${(r.value / max) * 100}%` }}
                    />
                  </div>
                </div>
              ))}
            </div>
            <figcaption className="mt-6">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{comparison.title}</caption>
                <thead>
                  <tr className="border-b border-graphite-700 text-graphite-300">
                    <th scope="col" className="py-2 font-medium">
                      Over 10 years
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Total cost
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {comparison.rows.map((r) => (
                    <tr key={r.label} className="border-b border-graphite-800 text-graphite-100">
                      <th scope="row" className="py-2 font-normal">
                        {r.label}
                      </th>
                      <td className="py-2 text-right">{comparison.format(r.value)}</td>
                    </tr>
                  ))}
                  <tr className="text-copper-200">
                    <th scope="row" className="py-2 font-semibold">
                      Saving with the Professional plan
                    </th>
                    <td className="py-2 text-right font-semibold">{comparison.format(comparison.saving)}</td>
                  </tr>
                </tbody>
              </table>
            </figcaption>
          </figure>
        </div>
      </section>

      <section aria-label="Next steps" className="container-page py-14">
        <p className="text-graphite-300">{copy.floorCare.note}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={copy.contact.href} size="lg">
            {copy.contact.label}
          </ButtonLink>
          <ButtonLink to={copy.floorCare.href} variant="secondary" size="lg">
            {copy.floorCare.label}
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
